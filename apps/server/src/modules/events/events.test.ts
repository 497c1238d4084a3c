import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOverviewSchema, apiErrorSchema, articlesPageSchema, EVENT_MESSAGES as M, eventSavedSchema, eventsPageSchema, EVENTS_PER_HOUR } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUsers } from '../../test/buyers.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';
import { multipartFile } from '../../test/upload.ts';
import { EVENTS_WINDOW_MS } from './service.ts';

describe('List An Event', () => {
  let t: TestApp;
  let admin: TestUser;
  let collector: TestUser;
  let other: TestUser;
  /** Just before the collector's first listing, which opens the hour the limit test counts in. */
  let collectorOpenedAt = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    admin = await signUpUser(t.app, { role: 'admin' });
    collector = await signUpUser(t.app);
    other = await signUpUser(t.app, { role: 'artist' });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const input = { title: 'Open Studio Night', date: '2026-12-12', description: '<p>Studios open <strong>late</strong><img src=x onerror=alert(1)></p>', link: 'https://example.com/open-studio' };
  const publicNews = async () => articlesPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/articles/news-events?limit=48' })).json()).items;
  const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;

  it('a member lists an event that waits, unseen by the public, until the admin approves it; the author is mailed', async () => {
    collectorOpenedAt = Date.now();
    const created = await send('POST', '/api/events', collector.cookie, input);
    expect(created.statusCode).toBe(201);
    const { event, message } = eventSavedSchema.parse(created.json());
    expect(message).toBe(M.submitted);
    expect(event).toMatchObject({ state: 'waiting', path: null, date: '2026-12-12', link: input.link });
    expect(event.description).toContain('<strong>late</strong>');
    expect(event.description).not.toContain('onerror');

    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#aa6633' } }).png().toBuffer();
    const upload = multipartFile('image', 'event.png', 'image/png', png);
    const imaged = await t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/image`, headers: { cookie: collector.cookie, ...upload.headers }, payload: upload.payload });
    expect(imaged.statusCode).toBe(200);
    const again = multipartFile('image', 'event.png', 'image/png', png);
    expect((await t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/image`, headers: { cookie: other.cookie, ...again.headers }, payload: again.payload })).statusCode).toBe(404);

    const mine = eventsPageSchema.parse((await send('GET', '/api/events/mine', collector.cookie)).json());
    expect(mine.items.map((item) => [item.id, item.state])).toEqual([[event.id, 'waiting']]);
    expect(eventsPageSchema.parse((await send('GET', '/api/events/mine', other.cookie)).json()).total).toBe(0);
    expect((await publicNews()).map((item) => item.title)).not.toContain(input.title);
    const overview = adminOverviewSchema.parse((await send('GET', '/api/admin/overview', admin.cookie)).json());
    expect(overview.eventsWaiting).toBe(1);

    const waiting = eventsPageSchema.parse((await send('GET', '/api/admin/events?state=waiting', admin.cookie)).json());
    expect(waiting.items.map((item) => item.id)).toEqual([event.id]);
    const approved = await send('PUT', `/api/admin/events/${event.id}/review`, admin.cookie, { state: 'approved' });
    expect(approved.statusCode).toBe(200);
    const decided = eventSavedSchema.parse(approved.json());
    expect(decided.message).toBe(M.approved);
    expect(decided.event.state).toBe('approved');
    expect(decided.event.path).toMatch(/^\/news-events\/open-studio-night-[0-9a-f]{8}$/);
    expect((await send('PUT', `/api/admin/events/${event.id}/review`, admin.cookie, { state: 'approved' })).statusCode).toBe(409);

    const mail = await lastMail(t.app, collector.email, 'event-approved');
    expect(mail.subject).toContain('Open Studio Night');
    expect(mail.text).toContain(decided.event.path!);
    const news = await publicNews();
    expect(news.find((item) => item.title === input.title)?.image).not.toBeNull();
    // Its page and its card say when it happens and where to read more or book it.
    expect(news.find((item) => item.title === input.title)).toMatchObject({ eventDate: '2026-12-12', eventDateLabel: 'Saturday, December 12, 2026', eventLink: input.link });
    const page = await t.app.inject({ method: 'GET', url: `/api/articles/news-events/${decided.event.path!.split('/').pop()}` });
    expect(page.json()).toMatchObject({ eventDate: '2026-12-12', eventDateLabel: 'Saturday, December 12, 2026', eventLink: input.link });
    expect(await sitemap()).toContain(decided.event.path!);
    expect(eventsPageSchema.parse((await send('GET', '/api/events/mine', collector.cookie)).json()).items[0]?.state).toBe('approved');
  });

  it('a rejected event stays private and its author is told', async () => {
    const { event } = eventSavedSchema.parse((await send('POST', '/api/events', other.cookie, { ...input, title: 'Flash Sale Everything Must Go', link: '' })).json());
    expect(event.link).toBeNull();
    const rejected = eventSavedSchema.parse((await send('PUT', `/api/admin/events/${event.id}/review`, admin.cookie, { state: 'rejected' })).json());
    expect(rejected).toMatchObject({ message: M.rejected, event: { state: 'rejected', path: null } });
    expect((await lastMail(t.app, other.email, 'event-rejected')).subject).toContain('Flash Sale');
    expect((await publicNews()).map((item) => item.title)).not.toContain('Flash Sale Everything Must Go');
    expect(await sitemap()).not.toContain('flash-sale');
    const onlyRejected = eventsPageSchema.parse((await send('GET', '/api/admin/events?state=rejected', admin.cookie)).json());
    expect(onlyRejected.items.map((item) => item.id)).toEqual([event.id]);

    expect((await send('DELETE', `/api/admin/events/${event.id}`, other.cookie)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/events/${event.id}`, admin.cookie)).json()).toEqual({ message: M.deleted });
    expect((await send('DELETE', `/api/admin/events/${event.id}`, admin.cookie)).statusCode).toBe(404);
    expect(await mailTo(t.app, other.email, 'event-approved')).toHaveLength(0);
  });

  it('refuses bad input with the messages, never a 5xx, and limits each member to 10 an hour', async () => {
    const missing = await send('POST', '/api/events', collector.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).error.fields).toMatchObject({ title: M.title, date: M.date, description: M.description });
    const bad = await send('POST', '/api/events', collector.cookie, { ...input, date: '2026-02-30', link: 'javascript:alert(1)', description: '<p>&nbsp;</p>' });
    expect(apiErrorSchema.parse(bad.json()).error.fields).toMatchObject({ date: M.badDate, link: M.link, description: M.description });
    expect((await send('POST', '/api/events', collector.cookie, { ...input, title: 'a\u0000b' })).statusCode).toBe(400);
    const big = await t.app.inject({ method: 'POST', url: '/api/events', headers: { cookie: collector.cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ ...input, description: 'x'.repeat(3_000_000) }) });
    expect([400, 413]).toContain(big.statusCode);
    expect((await t.app.inject({ method: 'POST', url: '/api/events', payload: input })).statusCode).toBe(401);
    expect((await send('PUT', '/api/admin/events/99999999999/review', admin.cookie, { state: 'approved' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/events/999999/review', admin.cookie, { state: 'approved' })).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/events/1/review', admin.cookie, { state: 'waiting' })).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/events?state=lost', admin.cookie)).statusCode).toBe(400);
    const text = multipartFile('image', 'event.png', 'image/png', Buffer.from('not a picture'));
    const own = eventSavedSchema.parse((await send('POST', '/api/events', other.cookie, { ...input, title: 'Print fair' })).json()).event;
    expect((await t.app.inject({ method: 'PUT', url: `/api/events/${own.id}/image`, headers: { cookie: other.cookie, ...text.headers }, payload: text.payload })).statusCode).toBe(400);

    // The collector has listed one event this hour; the limit counts every one of the hour.
    for (let n = 1; n < EVENTS_PER_HOUR; n += 1) expect((await send('POST', '/api/events', collector.cookie, { ...input, title: `Event ${n}` })).statusCode).toBe(201);
    const limited = await send('POST', '/api/events', collector.cookie, input);
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error.message).toBe(M.tooMany);
    expectRetryAfter(limited, EVENTS_WINDOW_MS, collectorOpenedAt);
    expect((await send('POST', '/api/events', other.cookie, { ...input, title: 'Another print fair' })).statusCode).toBe(201);
  });

  it('a member edits or withdraws their own event only while it waits; the admin edits any', async () => {
    const { event } = eventSavedSchema.parse((await send('POST', '/api/events', other.cookie, { ...input, title: 'Drawing club' })).json());
    const edited = await send('PUT', `/api/events/${event.id}`, other.cookie, { ...input, title: 'Drawing club, Tuesdays', description: '<p>Bring <em>pencils</em><script>x()</script></p>', link: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(eventSavedSchema.parse(edited.json())).toMatchObject({ message: M.updated, event: { title: 'Drawing club, Tuesdays', description: '<p>Bring <em>pencils</em></p>', link: null, state: 'waiting' } });
    // Someone else's answers as a missing one does (404), so ids cannot be probed; bad input: 400 with the message.
    const notTheirs = await send('PUT', `/api/events/${event.id}`, collector.cookie, input);
    expect(notTheirs.statusCode).toBe(404);
    expect(apiErrorSchema.parse(notTheirs.json()).error.message).toBe(M.notFound);
    expect((await send('PUT', '/api/events/999999', other.cookie, input)).statusCode).toBe(404);
    expect(apiErrorSchema.parse((await send('PUT', `/api/events/${event.id}`, other.cookie, { ...input, title: ' ' })).json()).error.fields?.title).toBe(M.title);
    expect((await send('DELETE', `/api/events/${event.id}`, collector.cookie)).statusCode).toBe(404);

    // Once decided, the member can no longer change it; the admin can, and its address stays.
    const approved = eventSavedSchema.parse((await send('PUT', `/api/admin/events/${event.id}/review`, admin.cookie, { state: 'approved' })).json()).event;
    const decided = await send('PUT', `/api/events/${event.id}`, other.cookie, input);
    expect(decided.statusCode).toBe(403);
    expect(apiErrorSchema.parse(decided.json()).error.message).toBe(M.notYours);
    expect((await send('DELETE', `/api/events/${event.id}`, other.cookie)).statusCode).toBe(403);
    const byAdmin = await send('PUT', `/api/admin/events/${event.id}`, admin.cookie, { ...input, title: 'Drawing club (weekly)', date: '', author: 'Vera Admin' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(eventSavedSchema.parse(byAdmin.json()).event).toMatchObject({ title: 'Drawing club (weekly)', date: null, author: 'Vera Admin', state: 'approved', path: approved.path });
    expect((await publicNews()).map((item) => item.title)).toContain('Drawing club (weekly)');

    // A waiting event is withdrawn by its author: gone.
    const second = eventSavedSchema.parse((await send('POST', '/api/events', other.cookie, { ...input, title: 'Zine swap' })).json()).event;
    expect((await send('DELETE', `/api/events/${second.id}`, other.cookie)).json()).toEqual({ message: M.withdrawn });
    expect((await send('DELETE', `/api/events/${second.id}`, other.cookie)).statusCode).toBe(404);
  });

  it('writes the decision’s e-mail with it; when the outbox refuses it, the decision still stands, without it', async () => {
    const [author] = (await createSignedInUsers(t.app, 1, 'event-author')) as [TestUser];
    const { event } = eventSavedSchema.parse((await send('POST', '/api/events', author.cookie, { ...input, title: 'Print Swap' })).json());
    const rejected = await withOutboxRefusing(t.app, ['event-rejected'], () => send('PUT', `/api/admin/events/${event.id}/review`, admin.cookie, { state: 'rejected' }));
    expect(rejected.statusCode).toBe(200);
    expect(eventSavedSchema.parse(rejected.json()).event.state).toBe('rejected');
    expect(eventsPageSchema.parse((await send('GET', '/api/events/mine', author.cookie)).json()).items[0]?.state).toBe('rejected');
    expect(await mailTo(t.app, author.email, 'event-rejected')).toEqual([]);
    // The outbox taking mails again, the next decision is written with its e-mail.
    expect((await send('PUT', `/api/admin/events/${event.id}/review`, admin.cookie, { state: 'approved' })).statusCode).toBe(200);
    expect((await lastMail(t.app, author.email, 'event-approved')).subject).toContain('Print Swap');
  });

  it('the admin writes news, published at once; one at a publisher’s page opens there, and stays so when re-approved', async () => {
    const own = await send('POST', '/api/admin/events', admin.cookie, { title: 'Winter hours', description: '<p>We close at six.</p>', author: 'Vera Admin' });
    expect(own.statusCode, own.body).toBe(201);
    const ownItem = eventSavedSchema.parse(own.json());
    expect(ownItem).toMatchObject({ message: M.published, event: { state: 'approved', date: null, externalUrl: null, author: 'Vera Admin' } });
    // News with no day of its own says only when it was published.
    expect((await publicNews()).find((item) => item.title === 'Winter hours')).toMatchObject({ eventDate: null, eventDateLabel: null, eventLink: null });
    expect(await sitemap()).toContain(ownItem.event.path!);

    const press = { title: 'Vernissage in the press', description: '<p>A review of the autumn show.</p>', author: 'Chicago Arts Weekly', externalUrl: 'https://arts-weekly.example/vernissage' };
    const external = eventSavedSchema.parse((await send('POST', '/api/admin/events', admin.cookie, press)).json()).event;
    expect(external).toMatchObject({ state: 'approved', externalUrl: press.externalUrl });
    const listed = (await publicNews()).find((item) => item.title === press.title);
    expect(listed).toMatchObject({ externalUrl: press.externalUrl, author: 'Chicago Arts Weekly' });
    // Rejected then approved again, it still opens the publisher's page.
    await send('PUT', `/api/admin/events/${external.id}/review`, admin.cookie, { state: 'rejected' });
    await send('PUT', `/api/admin/events/${external.id}/review`, admin.cookie, { state: 'approved' });
    expect((await publicNews()).find((item) => item.title === press.title)?.externalUrl).toBe(press.externalUrl);
    // Edited without the address, it becomes the product's own.
    const local = eventSavedSchema.parse((await send('PUT', `/api/admin/events/${external.id}`, admin.cookie, { ...press, externalUrl: '' })).json()).event;
    expect(local.externalUrl).toBeNull();
    expect((await publicNews()).find((item) => item.title === press.title)?.externalUrl).toBeNull();

    const refused = apiErrorSchema.parse((await send('POST', '/api/admin/events', admin.cookie, { ...press, author: '', externalUrl: 'ftp://x' })).json()).error;
    expect(refused.fields).toMatchObject({ author: M.author, externalUrl: M.externalUrl });
    expect((await send('POST', '/api/admin/events', collector.cookie, press)).statusCode).toBe(403);
    expect((await send('PUT', '/api/admin/events/999999', admin.cookie, press)).statusCode).toBe(404);
  });
});
