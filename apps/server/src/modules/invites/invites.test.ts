import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES as M, inviteCreatedMessage, inviteExistingMessage } from '@vernissage/core/schemas';
import { accounts, invites, sessions, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';
import { MAIL_WINDOW_MS } from '../../lib/limits.ts';
import { INVITES_PER_WINDOW } from './routes.ts';
import { hashInviteToken } from './service.ts';

const NEW_PASSWORD = 'an artist password';
let sequence = 0;
const address = (label: string) => `${label}-${++sequence}@example.com`;

describe('invites and the change of role', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, PUBLIC_URL: 'https://shop.example', SIGN_IN_LIMIT_PER_MINUTE: '1000', INVITE_LIMIT: '2' } });
    adminCookie = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
  });
  afterAll(() => t.close());

  const send = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/invites', payload, ...(cookie ? { headers: { cookie } } : {}) });
  const info = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/invites/me', ...(cookie ? { headers: { cookie } } : {}) });
  const check = async (token: string) => (await t.app.inject({ method: 'POST', url: '/api/invites/check', payload: { token } })).json();
  const accept = (token: string, password = NEW_PASSWORD, confirm = password) =>
    t.app.inject({ method: 'POST', url: '/api/invites/accept', payload: { token, password, confirm } });
  const session = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();
  const tokenMailedTo = async (email: string) => {
    const mail = await lastMail(t.app, email, 'invite');
    const link = /https:\/\/shop\.example\/change-role\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`no change-role link in: ${mail.text}`);
    return link;
  };
  // A fresh admin per test: each inviter has their own rate-limit window.
  const admin = async () => (await signUpUser(t.app, { role: 'admin' })).cookie;
  const userByEmail = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

  it('lets artists, merchants and the admin invite; visitors get 401 and collectors 403', async () => {
    const collector = await signUpUser(t.app);
    const artist = await signUpUser(t.app, { role: 'artist' });
    const merchant = await signUpUser(t.app, { role: 'merchant' });

    for (const res of [await info(), await send(undefined, { email: address('visitor') })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    for (const res of [await info(collector.cookie), await send(collector.cookie, { email: address('collector') })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect(await mailTo(t.app, `collector-${sequence}@example.com`)).toHaveLength(0);

    for (const [who, cookie] of [['artist', artist.cookie], ['merchant', merchant.cookie], ['admin', adminCookie]] as const) {
      const res = await send(cookie, { email: address(`by-${who}`) });
      expect(res.statusCode, who).toBe(201);
    }
    expect((await info(artist.cookie)).json()).toEqual({ inviteCount: 1, limit: 2, remaining: 1, role: 'artist' });
    expect((await info(merchant.cookie)).json()).toEqual({ inviteCount: 1, limit: 2, remaining: 1, role: 'merchant' });
    expect((await info(adminCookie)).json()).toMatchObject({ limit: null, remaining: null, role: 'admin' });
  });

  it('refuses the admin e-mail with the spec message, and the inviter’s own address', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    for (const email of [t.env.ADMIN_EMAIL, t.env.ADMIN_EMAIL.toUpperCase()]) {
      const res = await send(artist.cookie, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'bad_request', message: M.adminNotAllowed, fields: { email: M.adminNotAllowed } });
    }
    const self = await send(artist.cookie, { email: artist.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.email).toBe(M.notYourself);
    // Refusals cost nothing.
    expect((await info(artist.cookie)).json().inviteCount).toBe(0);
  });

  it('validates the address and the optional name', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    expect((await send(artist.cookie, { email: '' })).json().error.fields.email).toBe('Please input your email address');
    expect((await send(artist.cookie, { email: 'not-an-address' })).json().error.fields.email).toBe('Please validate your email address');
    expect((await send(artist.cookie, { email: address('long'), name: 'x'.repeat(101) })).json().error.fields.name).toBe(
      'The maximum length for the full name is 100 characters.',
    );
  });

  it('creates a collector without a password for a new address and mails a link whose token is stored only hashed', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    const email = address('new');
    const res = await send(artist.cookie, { email: email.toUpperCase(), name: 'Hilma New' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: inviteCreatedMessage(email), created: true, inviteCount: 1, remaining: 1 });

    const account = await userByEmail(email);
    expect(account).toMatchObject({ name: 'Hilma New', role: 'collector', inviteFlag: true });
    expect(await t.app.db.select().from(accounts).where(eq(accounts.userId, account!.id))).toHaveLength(0);
    expect((await userByEmail(artist.email))!.inviteCount).toBe(1);

    const token = await tokenMailedTo(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.app.db.select().from(invites).where(eq(invites.email, email));
    expect(row).toMatchObject({ inviterId: artist.id, role: 'artist', tokenHash: hashInviteToken(token), usedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await check(token)).toEqual({ valid: true, email });
  });

  it('tells the inviter when the address already has an account, and refuses artists, merchants and admins', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    const collector = await signUpUser(t.app);
    const res = await send(artist.cookie, { email: collector.email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: inviteExistingMessage(collector.email), created: false });
    expect(await userByEmail(collector.email)).toMatchObject({ role: 'collector', inviteFlag: true });

    const otherArtist = await signUpUser(t.app, { role: 'artist' });
    const merchant = await signUpUser(t.app, { role: 'merchant' });
    for (const maker of [otherArtist, merchant]) {
      const refused = await send(await admin(), { email: maker.email });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fields.email).toBe(M.alreadyMaker);
    }
    const secondAdmin = await signUpUser(t.app, { role: 'admin' });
    const refused = await send(await admin(), { email: secondAdmin.email });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(M.adminNotAllowed);
  });

  it('stores the link’s e-mail with the invite or fails it (500): no account made, no invite counted or kept', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    const email = address('outbox');
    const refused = await withOutboxRefusing(t.app, ['invite'], () => send(artist.cookie, { email }));
    expect(refused.statusCode).toBe(500);
    expect(refused.json().error).toEqual({ code: 'internal', message: 'Something went wrong' });
    expect(await userByEmail(email)).toBeUndefined();
    expect(await t.app.db.select().from(invites).where(eq(invites.email, email))).toEqual([]);
    expect((await info(artist.cookie)).json()).toMatchObject({ inviteCount: 0, remaining: 2 });
    // Sent again once the outbox takes mails, it is made with its link.
    expect((await send(artist.cookie, { email })).statusCode).toBe(201);
    expect(await check(await tokenMailedTo(email))).toEqual({ valid: true, email });
  });

  it('stops an artist at the invite limit with a clear 403, while the admin has none', async () => {
    const artist = await signUpUser(t.app, { role: 'artist' });
    expect((await send(artist.cookie, { email: address('one') })).statusCode).toBe(201);
    const last = await send(artist.cookie, { email: address('two') });
    expect(last.json()).toMatchObject({ inviteCount: 2, remaining: 0 });

    const email = address('three');
    const over = await send(artist.cookie, { email });
    expect(over.statusCode).toBe(403);
    expect(over.json().error).toEqual({ code: 'forbidden', message: M.noInvitesLeft, reason: 'no_invites_left' });
    expect(await userByEmail(email)).toBeUndefined();
    expect(await mailTo(t.app, email)).toHaveLength(0);
    expect((await info(artist.cookie)).json()).toEqual({ inviteCount: 2, limit: 2, remaining: 0, role: 'artist' });

    const unlimited = await admin();
    for (let i = 0; i < 3; i++) expect((await send(unlimited, { email: address('admin-unlimited') })).statusCode).toBe(201);
    expect((await info(unlimited)).json()).toEqual({ inviteCount: 3, limit: null, remaining: null, role: 'admin' });
  });

  it('makes the invited account an artist with the new password, ends its sessions and signs it in', async () => {
    const collector = await signUpUser(t.app);
    const secondSession = sessionCookie(await signIn(t.app, collector.email, collector.password));
    const artist = await signUpUser(t.app, { role: 'artist' });
    await send(artist.cookie, { email: collector.email });
    const token = await tokenMailedTo(collector.email);

    const res = await accept(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.roleChanged, user: { email: collector.email, role: 'artist' } });
    const cookie = sessionCookie(res);
    expect((await session(cookie)).user).toMatchObject({ email: collector.email, role: 'artist' });

    // Every earlier session of the account has ended.
    for (const old of [collector.cookie, secondSession]) expect(await session(old)).toEqual({ user: null });
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, collector.id));
    expect(live).toHaveLength(1);

    expect(await userByEmail(collector.email)).toMatchObject({ role: 'artist', inviteFlag: false, emailVerified: true });
    expect((await signIn(t.app, collector.email, collector.password)).statusCode).toBe(401);
    expect((await signIn(t.app, collector.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a created account its first password', async () => {
    const email = address('fresh');
    await send(await admin(), { email, name: 'Fresh Artist' });
    const res = await accept(await tokenMailedTo(email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Fresh Artist', role: 'artist' });
    const signedIn = await signIn(t.app, email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('artist');
  });

  it('uses a link once, and the other links mailed to the address stop working with it', async () => {
    const email = address('once');
    const cookie = await admin();
    await send(cookie, { email });
    const first = await tokenMailedTo(email);
    await send(cookie, { email });
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);

    expect((await accept(second)).statusCode).toBe(200);
    for (const token of [second, first]) {
      expect(await check(token)).toEqual({ valid: false, email: null });
      const again = await accept(token, 'someone else password');
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatchObject({ code: 'bad_request', message: M.expired });
      expect(again.json().error.reason).toBe('link_expired');
    }
    expect((await signIn(t.app, email, 'someone else password')).statusCode).toBe(401);
  });

  it('refuses an expired or unknown link with the spec message', async () => {
    const email = address('expired');
    await send(await admin(), { email });
    const token = await tokenMailedTo(email);
    await t.app.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invites.tokenHash, hashInviteToken(token)));
    expect(await check(token)).toEqual({ valid: false, email: null });
    for (const bad of [token, 'no-such-token-at-all']) {
      const res = await accept(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(M.expired);
      expect(res.json().error.reason).toBe('link_expired');
    }
    expect(await userByEmail(email)).toMatchObject({ role: 'collector', inviteFlag: true });
  });

  it('validates the change-role form with the spec messages', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['', '', 'password', M.passwordRequired],
      ['short', 'short', 'password', M.passwordMin],
      [NEW_PASSWORD, '', 'confirm', M.confirmRequired],
      [NEW_PASSWORD, 'something else', 'confirm', M.confirmMismatch],
    ];
    for (const [password, confirm, field, message] of cases) {
      const res = await accept('some-token-value', password, confirm);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
  });

  it('limits how many invites one person sends in a short time', async () => {
    const cookie = await admin();
    const openedAt = Date.now();
    for (let i = 0; i < INVITES_PER_WINDOW; i++) expect((await send(cookie, { email: address('burst') })).statusCode).toBe(201);
    const over = await send(cookie, { email: address('burst') });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(M.tooManyInvites);
    expectRetryAfter(over, MAIL_WINDOW_MS, openedAt);
    // Another inviter is not held back.
    expect((await send(await admin(), { email: address('burst') })).statusCode).toBe(201);
  });
});

describe('invites with a limit of 0', () => {
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, INVITE_LIMIT: '0' } });
    artist = await signUpUser(t.app, { role: 'artist' });
  });
  afterAll(() => t.close());

  it('says at once that none remain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/invites/me', headers: { cookie: artist.cookie } });
    expect(res.json()).toEqual({ inviteCount: 0, limit: 0, remaining: 0, role: 'artist' });
    const sent = await t.app.inject({ method: 'POST', url: '/api/invites', payload: { email: 'someone@example.com' }, headers: { cookie: artist.cookie } });
    expect(sent.statusCode).toBe(403);
  });
});
