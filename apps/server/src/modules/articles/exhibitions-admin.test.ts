import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, articleSchema, EXHIBITION_MESSAGES as M, exhibitionSavedSchema, exhibitionsAdminPageSchema } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/upload.ts';

describe('Manage Exhibitions', () => {
  let t: TestApp;
  let admin: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    admin = await signUpUser(t.app, { role: 'admin' });
    artist = await signUpUser(t.app, { role: 'artist' });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const input = { title: 'Night Water', description: '<p>Six <em>new</em> works<img src=x onerror=alert(1)></p>', dateRange: 'May 2026', url: 'night-water', name: 'Halsted Street Gallery', status: '0' };

  it('creates a hidden exhibition, publishes it with a cover, and the public reads it sanitised', async () => {
    const created = await send('POST', '/api/admin/exhibitions', admin.cookie, input);
    expect(created.statusCode).toBe(201);
    const { exhibition, message } = exhibitionSavedSchema.parse(created.json());
    expect(message).toBe(M.created);
    expect(exhibition.description).not.toContain('onerror');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions/night-water' })).statusCode).toBe(404);

    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const upload = multipartFile('image', 'cover.png', 'image/png', png);
    const imaged = await t.app.inject({ method: 'PUT', url: `/api/admin/exhibitions/${exhibition.id}/image`, headers: { cookie: admin.cookie, ...upload.headers }, payload: upload.payload });
    expect(imaged.statusCode).toBe(200);
    expect(exhibitionSavedSchema.parse(imaged.json()).exhibition.image?.sizes.card.jpeg).toMatch(/^\/media\//);
    const text = multipartFile('image', 'cover.png', 'image/png', Buffer.from('not a picture'));
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/exhibitions/${exhibition.id}/image`, headers: { cookie: admin.cookie, ...text.headers }, payload: text.payload })).statusCode).toBe(400);

    const published = await send('PUT', `/api/admin/exhibitions/${exhibition.id}`, admin.cookie, { ...input, status: '1' });
    expect(exhibitionSavedSchema.parse(published.json()).message).toBe(M.updated);
    const article = articleSchema.parse((await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions/night-water' })).json());
    expect(article.description).toContain('<em>new</em>');
    expect(article.image).not.toBeNull();
  });

  it('refuses a url in use, an empty description and missing fields with the messages', async () => {
    const again = await send('POST', '/api/admin/exhibitions', admin.cookie, input);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error.fields?.url).toBe(M.urlTaken);
    const empty = await send('POST', '/api/admin/exhibitions', admin.cookie, { ...input, url: 'other', description: '<p>&nbsp;</p>' });
    expect(apiErrorSchema.parse(empty.json()).error.fields?.description).toBe(M.description);
    const missing = await send('POST', '/api/admin/exhibitions', admin.cookie, {});
    expect(apiErrorSchema.parse(missing.json()).error.fields).toMatchObject({ title: M.title, url: M.url, dateRange: M.dateRange, status: M.status });
  });

  it('lists every exhibition for the admin, deletes one, and is the admin’s alone', async () => {
    const page = exhibitionsAdminPageSchema.parse((await send('GET', '/api/admin/exhibitions', admin.cookie)).json());
    expect(page.items.map((item) => item.url)).toContain('night-water');
    const id = page.items.find((item) => item.url === 'night-water')!.id;
    expect((await send('GET', '/api/admin/exhibitions', artist.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/exhibitions/${id}`, artist.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/exhibitions/${id}`, admin.cookie)).json()).toEqual({ message: M.deleted });
    expect((await send('DELETE', `/api/admin/exhibitions/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/exhibitions/99999999999', admin.cookie, input)).statusCode).toBe(400);
  });
});
