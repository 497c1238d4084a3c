import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSettingsSchema,
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  EMAIL_CHANGE_HOURS,
  SETTINGS_MESSAGES as M,
} from '@vernissage/core/schemas';
import { artworks, emailChanges, mailPreferences, orderItems, orders, ratings, sessions, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, solveCaptcha, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSignedInUsers } from '../../test/buyers.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';
import { CONTACT } from '../../test/orders.ts';
import { MAIL_WINDOW_MS } from '../../lib/limits.ts';
import { EMAIL_CHANGES_PER_WINDOW } from './routes.ts';
import { describeDevice } from './user-agent.ts';

const PUBLIC_URL = 'https://shop.example';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * /settings on the server: the e-mail change confirmed by a link to the new address, the e-mails
 * a member gets and their unsubscribe links (no sign-in), sessions, and deleting the account;
 * odd input answered 4xx, never 5xx.
 */
describe('account settings', () => {
  let t: TestApp;
  let pool: number[];
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, PUBLIC_URL, SIGN_IN_LIMIT_PER_MINUTE: '1000', SUPPORT_EMAIL: 'team@shop.example' } });
    pool = (await t.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.sold, 0)).orderBy(asc(artworks.id))).map((row) => row.id);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, cookie?: string, userAgent?: string) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
      remoteAddress: `10.9.0.${++ip % 250}`,
    });
  const settingsOf = async (cookie: string) => {
    const res = await send('GET', '/api/settings', undefined, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return accountSettingsSchema.parse(res.json());
  };
  const expectError = (res: { statusCode: number; json: () => unknown; body: string }, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json()).error;
  };
  const linkIn = (text: string, path: string) => {
    const link = text.match(new RegExp(`${PUBLIC_URL}${path}\\?token=[^\\s]+`))?.[0];
    if (!link) throw new Error(`no ${path} link in: ${text}`);
    return new URL(link).searchParams.get('token')!;
  };

  it('changes the e-mail only when the link sent to the new address is opened, once, and tells the old address', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const next = `moved-${user.id.slice(0, 8)}@example.com`;

    expect(expectError(await send('POST', '/api/settings/email', { email: next, currentPassword: 'not the password' }, user.cookie), 400).fields).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
    expect(expectError(await send('POST', '/api/settings/email', { email: next }, user.cookie), 400).fields?.currentPassword).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(expectError(await send('POST', '/api/settings/email', { email: 'nope', currentPassword: user.password }, user.cookie), 400).fields?.email).toBe(ACCOUNT_MESSAGES.emailInvalid);
    const taken = expectError(await send('POST', '/api/settings/email', { email: other.email.toUpperCase(), currentPassword: user.password }, user.cookie), 409);
    expect(taken).toMatchObject({ reason: 'email_taken', message: ACCOUNT_MESSAGES.emailTaken });
    expect(expectError(await send('POST', '/api/settings/email', { email: user.email, currentPassword: user.password }, user.cookie), 400).reason).toBe('email_unchanged');

    const sent = await send('POST', '/api/settings/email', { email: next.toUpperCase(), currentPassword: user.password }, user.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: M.confirmSent(next), pendingEmail: next });
    // Nothing changed yet: the old address still signs in, the page shows the one waiting.
    expect((await settingsOf(user.cookie))).toMatchObject({ email: user.email, pendingEmail: next });
    const mail = await lastMail(t.app, next, 'email-change');
    expect(mail.text).toContain(`expires in ${EMAIL_CHANGE_HOURS} hours`);
    const token = linkIn(mail.text, '/confirm-email');
    const [row] = await t.app.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);

    // A reset link sent to the old address before the change.
    expect((await send('POST', '/api/accounts/password/forgot', { email: user.email })).statusCode).toBe(200);
    const resetToken = linkIn((await lastMail(t.app, user.email, 'reset')).text, '/reset-password');
    const resetValid = async () => (await t.app.inject({ method: 'GET', url: `/api/accounts/password/reset?token=${encodeURIComponent(resetToken)}` })).json().valid;
    expect(await resetValid()).toBe(true);

    // Opened without signing in (another browser, the phone's mail app).
    const confirmed = await send('POST', '/api/settings/email/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Whoever still reads the old mailbox cannot take the account back with that link.
    expect(await resetValid()).toBe(false);
    expect(confirmed.json()).toEqual({ message: M.emailChanged, email: next });
    expect((await settingsOf(user.cookie))).toMatchObject({ email: next, pendingEmail: null });
    expect((await t.app.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, user.id)))[0]!.verified).toBe(true);
    const notice = await lastMail(t.app, user.email, 'email-changed');
    expect(notice.text).toContain(next);
    expect((await signIn(t.app, next, user.password)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);

    expect(expectError(await send('POST', '/api/settings/email/confirm', { token }), 400)).toMatchObject({ reason: 'link_expired', message: M.emailLinkExpired });
  });

  it('lets only the newest link work, refuses an expired one and an address taken meanwhile', async () => {
    const user = await signUpUser(t.app);
    const first = `first-${user.id.slice(0, 8)}@example.com`;
    const second = `second-${user.id.slice(0, 8)}@example.com`;
    await send('POST', '/api/settings/email', { email: first, currentPassword: user.password }, user.cookie);
    const firstToken = linkIn((await lastMail(t.app, first, 'email-change')).text, '/confirm-email');
    await send('POST', '/api/settings/email', { email: second, currentPassword: user.password }, user.cookie);
    const secondToken = linkIn((await lastMail(t.app, second, 'email-change')).text, '/confirm-email');
    expect(expectError(await send('POST', '/api/settings/email/confirm', { token: firstToken }), 400).reason).toBe('link_expired');

    // Someone signs up with the address before the link is opened.
    await signUpUser(t.app, { email: second });
    expect(expectError(await send('POST', '/api/settings/email/confirm', { token: secondToken }), 409).reason).toBe('email_taken');

    const third = `third-${user.id.slice(0, 8)}@example.com`;
    await send('POST', '/api/settings/email', { email: third, currentPassword: user.password }, user.cookie);
    const thirdToken = linkIn((await lastMail(t.app, third, 'email-change')).text, '/confirm-email');
    await t.app.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.newEmail, third));
    expect(expectError(await send('POST', '/api/settings/email/confirm', { token: thirdToken }), 400).reason).toBe('link_expired');
    expect((await settingsOf(user.cookie)).email).toBe(user.email);
  });

  it('stores the link’s e-mail with the request or fails it (500), the earlier link still working; a notice the outbox refuses leaves the change made', async () => {
    const [user] = (await createSignedInUsers(t.app, 1, 'outbox')) as [TestUser];
    const kept = `kept-${user.id.slice(0, 8)}@example.com`;
    const lost = `lost-${user.id.slice(0, 8)}@example.com`;
    expect((await send('POST', '/api/settings/email', { email: kept, currentPassword: user.password }, user.cookie)).statusCode).toBe(200);
    const token = linkIn((await lastMail(t.app, kept, 'email-change')).text, '/confirm-email');

    const refused = await withOutboxRefusing(t.app, ['email-change'], () => send('POST', '/api/settings/email', { email: lost, currentPassword: user.password }, user.cookie));
    expect(expectError(refused, 500)).toEqual({ code: 'internal', message: 'Something went wrong' });
    expect(await t.app.db.select().from(emailChanges).where(eq(emailChanges.newEmail, lost))).toEqual([]);
    expect(await mailTo(t.app, lost)).toEqual([]);
    expect((await settingsOf(user.cookie)).pendingEmail).toBe(kept);

    const confirmed = await withOutboxRefusing(t.app, ['email-changed'], () => send('POST', '/api/settings/email/confirm', { token }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await settingsOf(user.cookie)).email).toBe(kept);
    expect(await mailTo(t.app, user.email, 'email-changed')).toEqual([]);
  });

  it('limits how many confirmation links one member sends', async () => {
    const user = await signUpUser(t.app);
    const responses = [];
    const openedAt = Date.now();
    for (let i = 0; i <= EMAIL_CHANGES_PER_WINDOW; i += 1) {
      responses.push(await send('POST', '/api/settings/email', { email: `many-${i}-${user.id.slice(0, 8)}@example.com`, currentPassword: user.password }, user.cookie));
    }
    expect(responses.map((res) => res.statusCode)).toEqual([...Array<number>(EMAIL_CHANGES_PER_WINDOW).fill(200), 429]);
    expectRetryAfter(responses.at(-1)!, MAIL_WINDOW_MS, openedAt);
  });

  it('stores which e-mails a member gets; an order e-mail carries a link that turns order updates off without signing in', async () => {
    const buyer = await signUpUser(t.app);
    // Order updates until turned off; new-work alerts only once opted into.
    expect((await settingsOf(buyer.cookie)).preferences).toEqual({ orderUpdates: true, newWorkAlerts: false });
    const saved = await send('PUT', '/api/settings/mail-preferences', { orderUpdates: true, newWorkAlerts: true }, buyer.cookie);
    expect(saved.json()).toEqual({ message: M.preferencesSaved, preferences: { orderUpdates: true, newWorkAlerts: true } });
    expect(expectError(await send('PUT', '/api/settings/mail-preferences', { orderUpdates: 'yes' }, buyer.cookie), 400).code).toBe('bad_request');

    const contact = { ...CONTACT, email: buyer.email };
    await send('POST', '/api/cart/items', { artworkId: pool.shift() }, buyer.cookie);
    expect((await send('POST', '/api/orders', contact, buyer.cookie)).statusCode).toBe(201);
    const mail = await lastMail(t.app, buyer.email, 'order-placed');
    expect(mail.html).toContain('Stop these e-mails');
    const token = linkIn(mail.text, '/unsubscribe');

    // The link's page asks first: opening it (a mail scanner following it) changes nothing.
    const info = await send('GET', `/api/settings/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.json()).toEqual({ valid: true, kind: 'orderUpdates', subscribed: true });
    expect((await settingsOf(buyer.cookie)).preferences.orderUpdates).toBe(true);
    const done = await send('POST', '/api/settings/unsubscribe', { token });
    expect(done.json()).toEqual({ message: M.unsubscribed('Order updates') });
    expect((await settingsOf(buyer.cookie)).preferences).toEqual({ orderUpdates: false, newWorkAlerts: true });

    // The next order mails the team only.
    const before = (await mailTo(t.app, buyer.email, 'order-placed')).length;
    await send('POST', '/api/cart/items', { artworkId: pool.shift() }, buyer.cookie);
    expect((await send('POST', '/api/orders', contact, buyer.cookie)).statusCode).toBe(201);
    expect(await mailTo(t.app, buyer.email, 'order-placed')).toHaveLength(before);
    expect((await mailTo(t.app, 'team@shop.example', 'order-placed-team')).length).toBeGreaterThanOrEqual(2);

    // A forged or altered token changes nothing and is not an error page.
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const bad of [forged, token.replace('orderUpdates', 'newWorkAlerts'), 'x'.repeat(40), `${buyer.id}.orderUpdates`, '\u0001'.repeat(20)]) {
      expect((await send('GET', `/api/settings/unsubscribe?token=${encodeURIComponent(bad)}`)).json()).toMatchObject({ valid: false });
      expect(expectError(await send('POST', '/api/settings/unsubscribe', { token: bad }), 400).reason).toBe('unsubscribe_invalid');
    }
    expect((await send('GET', `/api/settings/unsubscribe?token=${'y'.repeat(400)}`)).statusCode).toBe(400);
    // A NUL byte is refused before the token is read.
    expect((await send('GET', `/api/settings/unsubscribe?token=${'%00'.repeat(20)}`)).statusCode).toBe(400);
  });

  it('lists the sessions with their devices, this one first, and signs out everywhere else', async () => {
    const user = await signUpUser(t.app);
    const phone = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: user.email, password: user.password, captcha: await solveCaptcha(t.app) }, headers: { 'user-agent': CHROME_ANDROID } }));
    const laptop = sessionCookie(await t.app.inject({ method: 'POST', url: '/api/accounts/sign-in', payload: { email: user.email, password: user.password, captcha: await solveCaptcha(t.app) }, headers: { 'user-agent': FIREFOX_MAC } }));
    const listed = await settingsOf(laptop);
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions[0]).toMatchObject({ current: true, device: 'Firefox on macOS' });
    expect(listed.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(listed.sessions.map((s) => s.device)).toContain('Chrome on Android');

    const res = await send('POST', '/api/settings/sessions/sign-out-others', undefined, laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.signedOutOthers);
    expect(res.json().sessions).toHaveLength(1);
    expect((await send('GET', '/api/settings', undefined, phone)).statusCode).toBe(401);
    expect((await send('GET', '/api/settings', undefined, user.cookie)).statusCode).toBe(401);
    expect((await send('GET', '/api/settings', undefined, laptop)).statusCode).toBe(200);
  });

  it('names devices from their user agents', () => {
    expect(describeDevice(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(describeDevice(FIREFOX_MAC)).toBe('Firefox on macOS');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iPhone');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toBe('Edge on Windows');
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('curl/8.0')).toBe('Unknown device');
  });

  it('deletes an account with orders: ratings leave the crowd, orders stay without contact details, signed out', async () => {
    const buyer = await signUpUser(t.app);
    const [liked, ordered] = [pool.shift()!, pool.shift()!];
    await t.app.db.insert(ratings).values({ userId: buyer.id, artworkId: liked, rating: 1, source: 'queue' });
    await send('POST', '/api/cart/items', { artworkId: ordered }, buyer.cookie);
    expect((await send('POST', '/api/orders', { ...CONTACT, email: buyer.email }, buyer.cookie)).statusCode).toBe(201);
    // While the work is on hold the team still needs the buyer's contact details.
    expect((await settingsOf(buyer.cookie)).deleteBlocked).toBe(M.orderWaiting);
    expect(expectError(await send('POST', '/api/settings/delete-account', { password: buyer.password }, buyer.cookie), 409).reason).toBe('order_waiting');
    await t.app.db.update(orderItems).set({ status: 'sold' }).where(eq(orderItems.artworkId, ordered));
    expect((await settingsOf(buyer.cookie)).deleteBlocked).toBeNull();

    expect(expectError(await send('POST', '/api/settings/delete-account', {}, buyer.cookie), 400).fields?.password).toBe(M.passwordRequired);
    expect(expectError(await send('POST', '/api/settings/delete-account', { password: 'wrong one' }, buyer.cookie), 400).fields?.password).toBe(M.passwordWrong);

    await send('GET', '/api/taste/crowd');
    const builds = t.app.taste.stats.crowdBuilds;
    const res = await send('POST', '/api/settings/delete-account', { password: buyer.password }, buyer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(res.cookies.find((c) => c.name.endsWith('vernissage.session_token'))?.maxAge).toBe(0);
    expect((await send('GET', '/api/settings', undefined, buyer.cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, buyer.email, buyer.password)).statusCode).toBe(401);

    expect(await t.app.db.select().from(ratings).where(eq(ratings.userId, buyer.id))).toEqual([]);
    await send('GET', '/api/taste/crowd');
    expect(t.app.taste.stats.crowdBuilds).toBe(builds + 1);

    const [order] = await t.app.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(order).toMatchObject({ contactName: 'Deleted member', contactEmail: '', contactPhone: '', shippingAddress: '', city: null, zip: null, notes: null });
    expect(order!.total).toBeGreaterThan(0);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({ name: 'Deleted member', phone: null, isVisible: false });
    expect(row!.email).not.toBe(buyer.email);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toEqual([]);
  });

  it('deletes an account without orders outright, with its settings', async () => {
    const user = await signUpUser(t.app);
    await send('PUT', '/api/settings/mail-preferences', { orderUpdates: false, newWorkAlerts: false }, user.cookie);
    expect((await send('POST', '/api/settings/delete-account', { password: user.password }, user.cookie)).statusCode).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.app.db.select().from(mailPreferences).where(eq(mailPreferences.userId, user.id))).toEqual([]);
    // The e-mail is free again.
    expect((await signUpUser(t.app, { email: user.email })).email).toBe(user.email);
  });

  it('refuses to delete the admin account and a maker with works', async () => {
    const admin = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
    expect((await settingsOf(admin)).deleteBlocked).toBe(M.adminProtected);
    expect(expectError(await send('POST', '/api/settings/delete-account', { password: t.env.ADMIN_PASSWORD }, admin), 403).reason).toBe('account_protected');

    const artist: TestUser = await signUpUser(t.app, { role: 'artist' });
    await t.app.db.insert(artworks).values({ userId: artist.id, workTitle: 'Left Behind', price: 100, width: 10, height: 10 });
    expect((await settingsOf(artist.cookie)).deleteBlocked).toBe(M.hasWorks);
    expect(expectError(await send('POST', '/api/settings/delete-account', { password: artist.password }, artist.cookie), 409).reason).toBe('has_works');
    expect((await send('GET', '/api/settings', undefined, artist.cookie)).statusCode).toBe(200);
  });

  it('answers odd input with a clear 4xx, never a 5xx', async () => {
    const user = await signUpUser(t.app);
    const bodies: Array<[string, string, unknown]> = [
      ['POST', '/api/settings/email', { email: 'a\u0000b@example.com', currentPassword: user.password }],
      ['POST', '/api/settings/email', { email: `${'a'.repeat(200)}@example.com`, currentPassword: user.password }],
      ['POST', '/api/settings/email', { email: 'x@example.com', currentPassword: 'p'.repeat(500) }],
      ['POST', '/api/settings/email/confirm', { token: '\u0000'.repeat(40) }],
      ['POST', '/api/settings/email/confirm', { token: 'short' }],
      ['POST', '/api/settings/email/confirm', { token: 't'.repeat(1000) }],
      ['PUT', '/api/settings/mail-preferences', { orderUpdates: null, newWorkAlerts: 1 }],
      ['POST', '/api/settings/delete-account', { password: 'p'.repeat(500) }],
      ['POST', '/api/settings/unsubscribe', { token: 12 }],
    ];
    for (const [method, url, payload] of bodies) {
      const res = await send(method as 'POST', url, payload, user.cookie);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
    }
    const big = await t.app.inject({ method: 'POST', url: '/api/settings/email/confirm', payload: { token: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.statusCode).toBe(413);
  });
});
