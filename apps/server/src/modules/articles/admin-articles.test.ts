import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleSavedSchema as exhibitionSavedSchema, adminArticlesPageSchema as exhibitionsAdminPageSchema, apiErrorSchema, articleSchema, EDUCATION_EDIT_MESSAGES, EDUCATION_MESSAGES as E, EXHIBITION_MESSAGES as M } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/upload.ts';

describe('Manage Exhibitions, Blogs and Education', () => {
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
    const created = await send('POST', '/api/admin/articles/exhibitions', admin.cookie, input);
    expect(created.statusCode).toBe(201);
    const { article: exhibition, message } = exhibitionSavedSchema.parse(created.json());
    expect(message).toBe(M.created);
    expect(exhibition.description).not.toContain('onerror');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions/night-water' })).statusCode).toBe(404);

    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3366aa' } }).png().toBuffer();
    const upload = multipartFile('image', 'cover.png', 'image/png', png);
    const imaged = await t.app.inject({ method: 'PUT', url: `/api/admin/articles/exhibitions/${exhibition.id}/image`, headers: { cookie: admin.cookie, ...upload.headers }, payload: upload.payload });
    expect(imaged.statusCode).toBe(200);
    expect(exhibitionSavedSchema.parse(imaged.json()).article.image?.sizes.card.jpeg).toMatch(/^\/media\//);
    const text = multipartFile('image', 'cover.png', 'image/png', Buffer.from('not a picture'));
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/articles/exhibitions/${exhibition.id}/image`, headers: { cookie: admin.cookie, ...text.headers }, payload: text.payload })).statusCode).toBe(400);

    const published = await send('PUT', `/api/admin/articles/exhibitions/${exhibition.id}`, admin.cookie, { ...input, status: '1' });
    expect(exhibitionSavedSchema.parse(published.json()).message).toBe(M.updated);
    const article = articleSchema.parse((await t.app.inject({ method: 'GET', url: '/api/articles/exhibitions/night-water' })).json());
    expect(article.description).toContain('<em>new</em>');
    expect(article.image).not.toBeNull();
  });

  it('refuses a url in use, an empty description and missing fields with the messages', async () => {
    const again = await send('POST', '/api/admin/articles/exhibitions', admin.cookie, input);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).error.fields?.url).toBe(M.urlTaken);
    const empty = await send('POST', '/api/admin/articles/exhibitions', admin.cookie, { ...input, url: 'other', description: '<p>&nbsp;</p>' });
    expect(apiErrorSchema.parse(empty.json()).error.fields?.description).toBe(M.description);
    const missing = await send('POST', '/api/admin/articles/exhibitions', admin.cookie, {});
    expect(apiErrorSchema.parse(missing.json()).error.fields).toMatchObject({ title: M.title, url: M.url, dateRange: M.dateRange, status: M.status });
  });

  it('lists every exhibition for the admin, deletes one, and is the admin’s alone', async () => {
    const page = exhibitionsAdminPageSchema.parse((await send('GET', '/api/admin/articles/exhibitions', admin.cookie)).json());
    expect(page.items.map((item) => item.url)).toContain('night-water');
    const id = page.items.find((item) => item.url === 'night-water')!.id;
    expect((await send('GET', '/api/admin/articles/exhibitions', artist.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/articles/exhibitions/${id}`, artist.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/articles/exhibitions/${id}`, admin.cookie)).json()).toEqual({ message: M.deleted });
    expect((await send('DELETE', `/api/admin/articles/exhibitions/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/articles/exhibitions/99999999999', admin.cookie, input)).statusCode).toBe(400);
  });

  it('education keeps its meta fields and speaks the spec\'s messages; a blog is its own kind with its own urls', async () => {
    const entry = { title: 'Framing works on paper', description: '<p>Mats, glass and <script>x()</script>light.</p>', dateRange: 'Spring 2026', url: 'framing-paper', name: 'Vernissage', status: '1', metaTitle: 'Framing works on paper', metaDescription: 'How to frame a drawing', metaKeywords: 'framing, paper' };
    const created = await send('POST', '/api/admin/articles/education', admin.cookie, entry);
    expect(created.statusCode).toBe(201);
    const saved = exhibitionSavedSchema.parse(created.json());
    expect(saved.message).toBe(E.created);
    expect(saved.article).toMatchObject({ kind: 'education', metaDescription: 'How to frame a drawing', path: '/education/framing-paper' });
    expect(saved.article.description).not.toContain('script');
    const article = articleSchema.parse((await t.app.inject({ method: 'GET', url: '/api/articles/education/framing-paper' })).json());
    expect(article.metaKeywords).toBe('framing, paper');
    const updated = await send('PUT', `/api/admin/articles/education/${saved.article.id}`, admin.cookie, { ...entry, metaKeywords: '' });
    expect(exhibitionSavedSchema.parse(updated.json())).toMatchObject({ message: E.updated, article: { metaKeywords: null } });
    const missing = await send('POST', '/api/admin/articles/education', admin.cookie, { ...entry, url: 'x', title: '', description: '<p>&nbsp;</p>', dateRange: '' });
    expect(apiErrorSchema.parse(missing.json()).error.fields).toMatchObject({ title: E.title, description: E.description, dateRange: E.dateRange });
    expect([E.title, E.description, E.dateRange]).toEqual(['Please input blog name', 'Please input education description', 'Please input date']);
    // The edit form words them its own way (spec/02 §5 Education 'Edit').
    const emptied = await send('PUT', `/api/admin/articles/education/${saved.article.id}`, admin.cookie, { ...entry, title: '', description: '<p>&nbsp;</p>', dateRange: '' });
    expect(apiErrorSchema.parse(emptied.json()).error.fields).toMatchObject({ title: 'Please input name', description: 'Please input exhibition description', dateRange: 'Please input  date Range' });
    expect(EDUCATION_EDIT_MESSAGES.updateFailed).toBe('Unable to create the education');

    // The same url under another kind is another page.
    const blog = await send('POST', '/api/admin/articles/blogs', admin.cookie, { ...entry, metaTitle: 'ignored' });
    expect(blog.statusCode).toBe(201);
    expect(exhibitionSavedSchema.parse(blog.json()).article).toMatchObject({ kind: 'blogs', metaTitle: null, path: '/blogs/framing-paper' });
    expect((await send('GET', '/api/admin/articles/blogs?offset=-1', admin.cookie)).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/articles/blogs?limit=100000', admin.cookie)).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/articles/news', admin.cookie)).statusCode).toBe(404);
    const nul = await send('POST', '/api/admin/articles/blogs', admin.cookie, { ...entry, url: 'nul', title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const big = await t.app.inject({ method: 'POST', url: '/api/admin/articles/blogs', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ ...entry, url: 'big', description: `<p>${'a'.repeat(3_000_000)}</p>` }) });
    expect([400, 413]).toContain(big.statusCode);
  });
});
