import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, SEO_MESSAGES as M, seoPageSavedSchema, seoPagesPageSchema } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('Manage SEO Page', () => {
  let t: TestApp;
  let admin: TestUser;
  let collector: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    admin = await signUpUser(t.app, { role: 'admin' });
    collector = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const record = { pageName: 'Exhibitions', pageUrl: '/exhibitions/', metaTitle: 'Shows | {product}', metaDescription: 'Online exhibitions.', metaRobot: 'index, follow' };

  it('creates a record the API and the heads read at once, and refuses a second for the same url', async () => {
    const res = await send('POST', '/api/admin/seo-pages', admin.cookie, record);
    expect(res.statusCode).toBe(201);
    const saved = seoPageSavedSchema.parse(res.json());
    expect(saved.message).toBe(M.created);
    expect(saved.page.pageUrl).toBe('/exhibitions');
    const seo = (await t.app.inject({ method: 'GET', url: '/api/seo?path=/exhibitions' })).json() as { metaTitle: string };
    expect(seo.metaTitle).toBe('Shows | {product}');
    const again = await send('POST', '/api/admin/seo-pages', admin.cookie, { ...record, pageUrl: '/exhibitions' });
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error.fields?.pageUrl).toBe(M.taken);
  });

  it('names each missing field with the spec message', async () => {
    const res = await send('POST', '/api/admin/seo-pages', admin.cookie, { pageName: ' ', pageUrl: '', metaTitle: '', metaDescription: '', metaRobot: '' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).error.fields).toMatchObject({
      pageName: M.pageName,
      pageUrl: M.pageUrl,
      metaTitle: M.metaTitle,
      metaDescription: M.metaDescription,
      metaRobot: M.metaRobot,
    });
    const nul = await send('POST', '/api/admin/seo-pages', admin.cookie, { ...record, pageUrl: '/x', metaTitle: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('lists, edits and deletes; the list is paged and an unknown id is 404', async () => {
    const page = seoPagesPageSchema.parse((await send('GET', '/api/admin/seo-pages?limit=1', admin.cookie)).json());
    expect(page.total).toBe(1);
    const id = page.items[0]!.id;
    const edited = await send('PUT', `/api/admin/seo-pages/${id}`, admin.cookie, { ...record, metaTitle: 'Exhibitions now' });
    expect(seoPageSavedSchema.parse(edited.json()).message).toBe(M.updated);
    expect(((await t.app.inject({ method: 'GET', url: '/api/seo?path=/exhibitions' })).json() as { metaTitle: string }).metaTitle).toBe('Exhibitions now');
    expect((await send('PUT', '/api/admin/seo-pages/999999', admin.cookie, record)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/seo-pages/99999999999', admin.cookie, record)).statusCode).toBe(400);
    const deleted = await send('DELETE', `/api/admin/seo-pages/${id}`, admin.cookie);
    expect(deleted.json()).toEqual({ message: M.deleted });
    expect((await send('DELETE', `/api/admin/seo-pages/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/seo?path=/exhibitions' })).json()).toBeNull();
  });

  it('is the admin’s alone', async () => {
    expect((await send('GET', '/api/admin/seo-pages', collector.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/seo-pages', payload: record })).statusCode).toBe(401);
  });
});
