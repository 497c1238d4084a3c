import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, servedOverHttps } from './env.ts';

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
    const bad = () => loadEnv({ PORT: 'eighty', SUPPORT_EMAIL: 'nobody', PUBLIC_URL: 'not a url' });
    expect(bad).toThrowError(EnvError);
    for (const name of ['PORT', 'SUPPORT_EMAIL', 'PUBLIC_URL']) expect(bad).toThrowError(new RegExp(`^Invalid environment:\\n(.+\\n)* {2}${name}: `));
  });

  it('is production unless told, with every development aid off', () => {
    expect(loadEnv({})).toMatchObject({ NODE_ENV: 'production', DEV_MAILBOX: false, TEST_ROUTES: false });
    expect(loadEnv({ NODE_ENV: 'development' })).toMatchObject({ DEV_MAILBOX: false, TEST_ROUTES: false });
    expect(loadEnv({ NODE_ENV: 'test', DEV_MAILBOX: 'true', TEST_ROUTES: '1' })).toMatchObject({ DEV_MAILBOX: true, TEST_ROUTES: true });
  });

  it('refuses a development aid in production, naming it', () => {
    expect(() => loadEnv({ DEV_MAILBOX: 'true' })).toThrowError(/^Invalid environment:\n {2}DEV_MAILBOX: must not be true in production/);
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_ROUTES: 'true' })).toThrowError(/^Invalid environment:\n {2}TEST_ROUTES: must not be true in production/);
  });

  it('reads booleans written as words or digits', () => {
    expect(loadEnv({ DEMO_CATALOGUE: 'false' }).DEMO_CATALOGUE).toBe(false);
    expect(loadEnv({ DEMO_CATALOGUE: '1' }).DEMO_CATALOGUE).toBe(true);
  });

  it('keeps images in the local folder unless STORAGE=s3, which asks for a bucket and its keys', () => {
    expect(loadEnv({})).toMatchObject({ STORAGE: 'local', S3_ENDPOINT: '', S3_REGION: 'us-east-1', S3_BUCKET: '', S3_FORCE_PATH_STYLE: false });
    const s3 = { STORAGE: 's3', S3_BUCKET: 'vernissage-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    const missing = () => loadEnv({ STORAGE: 's3' });
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(missing).toThrowError(new RegExp(`\\n {2}${name}: is required with STORAGE=s3`));
    // Without STORAGE=s3 the bucket settings may stay empty.
    expect(() => loadEnv({ S3_REGION: 'eu-west-1' })).not.toThrow();
  });

  it('names each bad object-storage setting', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'vernissage-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    const cases: Array<[string, string]> = [
      ['STORAGE', 'S3'],
      ['STORAGE', 'disk'],
      ['S3_ENDPOINT', 'not a url'],
      ['S3_ENDPOINT', 'ftp://files.example.com'],
      ['S3_REGION', 'Europe West'],
      ['S3_BUCKET', 'My_Bucket'],
      ['S3_BUCKET', 'ab'],
      ['S3_BUCKET', '192.168.1.1'],
      ['S3_BUCKET', '-media'],
      ['S3_FORCE_PATH_STYLE', 'yes'],
    ];
    for (const [name, value] of cases) {
      expect(() => loadEnv({ ...s3, [name]: value }), `${name}=${value}`).toThrowError(new RegExp(`^Invalid environment:\\n {2}${name}: `));
    }
  });

  it('has every setting in .env.example, each with the default it gets when empty', () => {
    const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const listed: Record<string, string> = Object.fromEntries([...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name = '', value = '']) => [name, value]));
    const defaults = loadEnv({});
    expect(Object.keys(listed).sort()).toEqual(Object.keys(defaults).sort());
    // A value written there is the default; an empty one leaves a derived default.
    const written = Object.entries(listed).filter(([, value]) => value !== '');
    expect(loadEnv(Object.fromEntries(written))).toEqual(defaults);
  });
});

describe('servedOverHttps', () => {
  it('goes by PUBLIC_URL’s scheme, whatever its case', () => {
    expect(servedOverHttps('https://shop.example')).toBe(true);
    expect(servedOverHttps('HTTPS://shop.example/art')).toBe(true);
    expect(servedOverHttps('http://localhost:3000')).toBe(false);
    expect(servedOverHttps('http://https.example')).toBe(false);
  });
});
