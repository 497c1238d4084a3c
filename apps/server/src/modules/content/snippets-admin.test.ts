import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET, SNIPPET_NAMES } from '@vernissage/core/constants';
import { apiErrorSchema, SNIPPET_MESSAGES as M, snippetListSchema, snippetSavedSchema, snippetSchema } from '@vernissage/core/schemas';
import { splitHomeSnippet } from '@vernissage/core/text';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { snippets } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('the snippet pages', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    admin = await signUpUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const save = (name: string, payload: unknown, cookie = admin.cookie) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/snippets/${encodeURIComponent(name)}`, headers: { cookie }, payload: payload as object });
  const read = async (name: string) => snippetSchema.parse((await t.app.inject({ method: 'GET', url: `/api/snippets/${name}` })).json());

  it('lists every snippet the product reads with its title, a short preview, status and last change', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/snippets', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = snippetListSchema.parse(res.json());
    expect(items.map((item) => item.name)).toEqual([...SNIPPET_NAMES]);
    const home = items.find((item) => item.name === SNIPPET.home)!;
    expect(home.preview).toContain(' · ');
    expect(home.preview).not.toContain('<');
    const terms = items.find((item) => item.name === SNIPPET.terms)!;
    expect(terms.preview.length).toBeLessThanOrEqual(143);
    expect(terms.updatedAt).not.toBeNull();
    expect(items.find((item) => item.name === SNIPPET.notification)!.status).toBe('0');
  });

  it('saves Home as three text parts on the line-break marker, and the public read answers it at once', async () => {
    const res = await save(SNIPPET.home, { content: 'Art <b>for</b> you &amp; me<br>A subtitle<br><script>alert(1)</script>The sub-title' });
    expect(res.statusCode).toBe(200);
    const saved = snippetSavedSchema.parse(res.json());
    expect(saved.message).toBe(M.saved);
    expect(saved.snippet.content).toBe('Art for you &amp; me<br>A subtitle<br>The sub-title');
    expect(splitHomeSnippet((await read(SNIPPET.home)).content)).toEqual(['Art for you & me', 'A subtitle', 'The sub-title']);
  });

  it('refuses a Home without a headline, and any snippet without text, naming the field', async () => {
    const home = await save(SNIPPET.home, { content: '<br>Only a subtitle<br>' });
    expect(home.statusCode).toBe(400);
    expect(apiErrorSchema.parse(home.json()).error.fields?.content).toBe(M.headline);
    const empty = await save(SNIPPET.faq, { content: '<p><script>alert(1)</script></p>' });
    expect(empty.statusCode).toBe(400);
    expect(apiErrorSchema.parse(empty.json()).error.fields?.content).toBe(M.content);
    const blank = await save(SNIPPET.faq, { content: '<p> </p>' });
    expect(blank.statusCode).toBe(400);
    expect(apiErrorSchema.parse(blank.json()).error.fields?.content).toBe(M.content);
  });

  it('turns the maintenance alert on and off with its text, keeping the status when none is sent', async () => {
    const on = await save(SNIPPET.notification, { title: 'Maintenance tonight', content: '<p>Down <em>briefly</em> at 2 a.m.</p><img src=x onerror=alert(1)>', status: '1' });
    expect(on.statusCode).toBe(200);
    const notification = await read(SNIPPET.notification);
    expect(notification).toMatchObject({ status: '1', title: 'Maintenance tonight', content: '<p>Down <em>briefly</em> at 2 a.m.</p>' });
    await save(SNIPPET.notification, { content: '<p>Still down.</p>' });
    expect((await read(SNIPPET.notification)).status).toBe('1');
    await save(SNIPPET.notification, { content: '<p>Back.</p>', status: '0', title: '' });
    expect(await read(SNIPPET.notification)).toMatchObject({ status: '0', title: null });
  });

  it('sanitises HTML: scripts, handlers and javascript: links are dropped', async () => {
    const res = await save(SNIPPET.aboutUs, { content: '<h2>Us</h2><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><iframe src="https://evil.test"></iframe>' });
    expect(res.statusCode).toBe(200);
    const { content } = await read(SNIPPET.aboutUs);
    expect(content).not.toMatch(/onclick|javascript|iframe/);
    expect(content).toContain('<h2>Us</h2>');
  });

  it('answers 404 for a name the product does not read, 400 for bad input and 413 for an oversize body, never 5xx', async () => {
    const unknown = await save('NoSuchSnippet', { content: '<p>x</p>' });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error.message).toBe(M.notFound);
    expect((await save('x'.repeat(61), { content: '<p>x</p>' })).statusCode).toBe(400);
    expect((await save(SNIPPET.faq, { content: '<p>nul \u0000 byte</p>' })).statusCode).toBe(400);
    expect((await save(SNIPPET.faq, { content: '<p>x</p>', title: 'a\u0000b' })).statusCode).toBe(400);
    expect((await save(SNIPPET.faq, { content: '<p>x</p>', status: '2' })).statusCode).toBe(400);
    expect((await save(SNIPPET.faq, { content: 42 })).statusCode).toBe(400);
    expect((await save(SNIPPET.faq, { content: `<p>${'a'.repeat(60_001)}</p>` })).statusCode).toBe(400);
    expect((await save(SNIPPET.faq, { content: `<p>${'a'.repeat(1_100_000)}</p>` })).statusCode).toBe(413);
  });

  it('lists a snippet nobody has written without status, and writes it on its first save', async () => {
    await t.app.db.delete(snippets).where(eq(snippets.name, SNIPPET.city));
    const list = async () => snippetListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/snippets', headers: { cookie: admin.cookie } })).json()).items;
    expect((await list()).find((item) => item.name === SNIPPET.city)).toEqual({ name: SNIPPET.city, title: null, preview: '', status: null, updatedAt: null });
    expect((await save(SNIPPET.city, { title: 'Chicago', content: '<p>Chicago only.</p>' })).statusCode).toBe(200);
    expect((await list()).find((item) => item.name === SNIPPET.city)).toMatchObject({ title: 'Chicago', preview: 'Chicago only.', status: '1' });
  });

  it('is the admin’s alone', async () => {
    const collector = await signUpUser(t.app);
    expect((await save(SNIPPET.home, { content: 'Mine' }, collector.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/snippets/${SNIPPET.home}`, payload: { content: 'Mine' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/snippets', headers: { cookie: collector.cookie } })).statusCode).toBe(403);
  });
});
