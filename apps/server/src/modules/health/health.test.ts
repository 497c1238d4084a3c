import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema } from '@vernissage/core/schemas';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { API_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.ts';
import { FAST_CAPTCHA_ENV, signUpUser } from '../../test/accounts.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('sends the pages a real content security policy and the API a stricter one', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Served over plain http here: upgrading every request to https would break every asset.
    expect(csp).not.toContain('upgrade-insecure-requests');
    // JSON is no document: it may load nothing and be framed by nobody.
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    for (const answer of [page, res]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      // HSTS only where the product is served over https (below).
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    // The headers only a document reads go on pages, not on JSON.
    for (const name of ['origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
      expect(page.headers[name], name).toBeDefined();
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('asks browsers to keep to https (HSTS) and upgrade requests where the product is served over https', async () => {
    const secure = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, PUBLIC_URL: 'https://shop.example' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      const page = await secure.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('sends the same security headers on errors and refusals', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/artworks/1%00' });
    expect(refused.statusCode).toBe(400);
    for (const res of [missing, refused]) {
      for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
        expect(res.headers[name], name).toBe(ok.headers[name]);
      }
    }
  });

  it('lets no cache keep an API answer unless its route allows it', async () => {
    const member = await signUpUser(t.app);
    // One person's own answers (and a single-use captcha challenge): a shared or back-button cache
    // must not hand them to the next one.
    for (const url of ['/api/profile', '/api/ratings', '/api/taste/queue', '/api/taste/recommendations', '/api/cart', '/api/session', '/api/invites/me', '/api/captcha/challenge']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals and unknown paths too; the lookups, the same for everyone, may be kept an hour.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).headers['cache-control']).toBe('no-store');
    // The router reads '/%61pi/profile' as /api/profile: so does the rule.
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/profile', headers: { cookie: member.cookie } });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/lookups' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/no-such-thing' } });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/artworks', '/api/snippets/{name}', '/api/seo']));
  });
});
