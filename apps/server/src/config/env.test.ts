import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('gives every setting a default that starts the product', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PRODUCT_NAME).toBe('Vernissage');
    expect(env.DATABASE_URL).toBe('');
    expect(env.MEDIA_DIR).toBe('data/media');
    expect(env.SHARE_HOST).toBe(env.PUBLIC_URL);
    expect(env.HOLD_HOURS).toBe(72);
  });

  it('names every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', SUPPORT_EMAIL: 'nobody', PUBLIC_URL: 'not a url' })).toThrowError(EnvError);
    try {
      loadEnv({ PORT: 'eighty', SUPPORT_EMAIL: 'nobody' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('SUPPORT_EMAIL');
    }
  });

  it('reads booleans written as words or digits', () => {
    expect(loadEnv({ DEMO_CATALOGUE: 'false' }).DEMO_CATALOGUE).toBe(false);
    expect(loadEnv({ DEMO_CATALOGUE: '1' }).DEMO_CATALOGUE).toBe(true);
  });
});
