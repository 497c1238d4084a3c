import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, PROFILE_MESSAGES, USER_MESSAGES as M, merchantSavedSchema } from '@vernissage/core/schemas';
import { accounts, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';

const PASSWORD = 'merchant-pass-1';

function merchantForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Lakeside Prints',
    email: `lakeside-${randomUUID().slice(0, 8)}@merchants.test`,
    phone: '312 555 0199',
    city: 'Evanston',
    address: '1 Lake St, Evanston',
    bio: '<p>A print studio by the <strong>lake</strong>.</p>',
    password: PASSWORD,
    confirm: PASSWORD,
    ...overrides,
  };
}

describe('admin merchants', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, SIGN_IN_LIMIT_PER_MINUTE: '1000' } });
    adminCookie = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
  });
  afterAll(() => t.close());

  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/merchants', payload, headers: { cookie: adminCookie } });
  const update = (id: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${id}`, payload, headers: { cookie: adminCookie } });
  const userByEmail = async (email: string) => (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

  describe('validation, with every spec message', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['name missing', { name: '' }, 'name', A.nameRequired],
      ['name too long', { name: 'n'.repeat(101) }, 'name', A.nameMax],
      ['email missing', { email: '' }, 'email', A.emailRequired],
      ['email invalid', { email: 'not-an-email' }, 'email', A.emailInvalid],
      ['email too long', { email: `${'e'.repeat(95)}@example.com` }, 'email', A.emailMax],
      ['phone missing', { phone: '' }, 'phone', A.phoneRequired],
      ['city missing', { city: '' }, 'city', A.cityRequired],
      ['city outside the Chicago area', { city: 'Springfield' }, 'city', A.cityRequired],
      ['password missing', { password: '', confirm: '' }, 'password', A.passwordRequired],
      ['password short', { password: 'short', confirm: 'short' }, 'password', A.passwordMin],
      ['confirm missing', { confirm: '' }, 'confirm', A.confirmRequired],
      ['confirm differs', { confirm: 'something else' }, 'confirm', M.confirmMismatch],
      ['bio too long', { bio: `<p>${'b'.repeat(5001)}</p>` }, 'bio', A.bioMax],
      ['address too long', { address: 'a'.repeat(301) }, 'address', PROFILE_MESSAGES.addressMax],
    ];
    for (const [label, change, field, message] of cases) {
      it(`create: ${label}`, async () => {
        const form = merchantForm(change);
        const res = await create(form);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
        if (typeof form.email === 'string' && form.email.includes('@merchants.test')) expect(await userByEmail(form.email)).toBeUndefined();
      });
    }

    it('edit: the same rules, the password optional, a new one confirmed', async () => {
      const { id } = merchantSavedSchema.parse((await create(merchantForm())).json());
      const { password: _p, confirm: _c, ...profile } = merchantForm();
      const editCases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: '' }, 'name', A.nameRequired],
        [{ email: 'nope' }, 'email', A.emailInvalid],
        [{ phone: '' }, 'phone', A.phoneRequired],
        [{ city: '' }, 'city', A.cityRequired],
        [{ bio: `<p>${'b'.repeat(5001)}</p>` }, 'bio', A.bioMax],
        [{ password: 'new-password-1' }, 'confirm', A.confirmRequired],
        [{ password: 'new-password-1', confirm: 'other' }, 'confirm', M.confirmMismatch],
        [{ password: 'short', confirm: 'short' }, 'password', A.passwordMin],
      ];
      for (const [change, field, message] of editCases) {
        const res = await update(id, { ...profile, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
      }
    });

    it('counts the bio in visible characters, and bio and address may be left out', async () => {
      expect((await create(merchantForm({ bio: `<p><strong>${'b'.repeat(4990)}</strong></p>` }))).statusCode).toBe(201);
      const { bio: _b, address: _a, ...bare } = merchantForm();
      expect((await create(bare)).statusCode).toBe(201);
      const stored = await userByEmail(bare.email);
      expect(stored).toMatchObject({ bio: null, address: null });
    });
  });

  describe('create', () => {
    it('makes a merchant in the usa who can sign in, without touching the admin session, and e-mails them', async () => {
      const form = merchantForm();
      const res = await create(form);
      expect(res.statusCode).toBe(201);
      const saved = merchantSavedSchema.parse(res.json());
      expect(saved).toMatchObject({ status: 1, message: M.merchantCreated });
      // Nobody is signed in or out by creating an account for someone else.
      expect(res.headers['set-cookie']).toBeUndefined();
      const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: adminCookie } });
      expect(session.json().user.role).toBe('admin');

      const stored = await userByEmail(form.email);
      expect(stored).toMatchObject({ id: saved.id, role: 'merchant', country: 'usa', name: form.name, phone: form.phone, city: form.city, address: form.address });
      const [credential] = await t.app.db.select().from(accounts).where(eq(accounts.userId, saved.id));
      expect(credential?.password).toMatch(/^\$argon2id\$/);

      const signedIn = await signIn(t.app, form.email, PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ id: saved.id, role: 'merchant', name: form.name });

      const mail = await lastMail(t.app, form.email, 'merchant-welcome');
      expect(mail.text).toContain('merchant account');
      expect(mail.text).not.toContain(PASSWORD);
    });

    it('stores the bio sanitised', async () => {
      const form = merchantForm({ bio: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x()">there</a></p>' });
      expect((await create(form)).statusCode).toBe(201);
      const stored = await userByEmail(form.email);
      expect(stored?.bio).not.toMatch(/script|onclick|javascript:/);
      expect(stored?.bio).toContain('Hi');
    });

    it('refuses a registered address (any case) with 409 and the message, writing nothing', async () => {
      const existing = await signUpUser(t.app);
      const form = merchantForm({ email: existing.email.toUpperCase() });
      const res = await create(form);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'conflict', message: M.emailRegistered, reason: 'email_taken', fields: { email: M.emailRegistered } });
      expect(await t.app.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
      expect(await mailTo(t.app, existing.email, 'merchant-welcome')).toHaveLength(0);
    });

    it('two creations for one address at once: one account, the other told the address is taken', async () => {
      const form = merchantForm();
      const results = await Promise.all([create(form), create(form)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await t.app.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(1);
    });

    it('writes the welcome with the account; when the outbox refuses it, the account still stands, without it', async () => {
      const form = merchantForm();
      const res = await withOutboxRefusing(t.app, ['merchant-welcome'], () => create(form));
      expect(res.statusCode).toBe(201);
      expect(await userByEmail(form.email)).toMatchObject({ id: res.json().id, role: 'merchant' });
      expect((await signIn(t.app, form.email, PASSWORD)).statusCode).toBe(200);
      expect(await mailTo(t.app, form.email, 'merchant-welcome')).toEqual([]);
    });

    it('a failure half-way leaves neither the account nor its credential behind', async () => {
      const form = merchantForm();
      // The credential insert fails for this address only, after the user row was written.
      await t.app.db.execute(sql.raw(`
        create function refuse_credential() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from users where id = new.user_id and email = '${form.email}') then
            raise exception 'credential refused';
          end if;
          return new;
        end $$
      `));
      await t.app.db.execute(sql.raw('create trigger refuse_credential before insert on accounts for each row execute function refuse_credential()'));
      try {
        const res = await create(form);
        expect(res.statusCode).toBe(500);
        expect(res.json().error).toEqual({ code: 'internal', message: 'Something went wrong' });
      } finally {
        await t.app.db.execute(sql.raw('drop trigger refuse_credential on accounts'));
        await t.app.db.execute(sql.raw('drop function refuse_credential()'));
      }
      expect(await userByEmail(form.email)).toBeUndefined();
      expect(await mailTo(t.app, form.email)).toHaveLength(0);
      // The same form then works.
      expect((await create(form)).statusCode).toBe(201);
    });
  });

  describe('edit', () => {
    async function newMerchant() {
      const form = merchantForm();
      const { id } = merchantSavedSchema.parse((await create(form)).json());
      return { id, form };
    }

    it('saves the profile; the password stays when none is given', async () => {
      const { id, form } = await newMerchant();
      const res = await update(id, { name: 'Lakeside Editions', email: form.email, phone: '312 555 0111', city: 'Chicago', address: '', bio: '<p>New bio</p>', password: '', confirm: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1, message: M.merchantUpdated, id });
      expect(await userByEmail(form.email)).toMatchObject({ name: 'Lakeside Editions', phone: '312 555 0111', city: 'Chicago', address: null, bio: '<p>New bio</p>', country: 'usa', role: 'merchant' });
      expect((await signIn(t.app, form.email, PASSWORD)).statusCode).toBe(200);
    });

    it("a new password replaces the old one and ends the merchant's sessions", async () => {
      const { id, form } = await newMerchant();
      const merchantCookie = sessionCookie(await signIn(t.app, form.email, PASSWORD));
      const { password: _p, confirm: _c, ...profile } = form;
      const res = await update(id, { ...profile, password: 'brand-new-pass', confirm: 'brand-new-pass' });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: merchantCookie } })).json()).toEqual({ user: null });
      expect((await signIn(t.app, form.email, PASSWORD)).statusCode).toBe(401);
      expect((await signIn(t.app, form.email, 'brand-new-pass')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: adminCookie } })).json().user.role).toBe('admin');
    });

    it('changes the e-mail only when no other account has it', async () => {
      const { id, form } = await newMerchant();
      const other = await signUpUser(t.app);
      const { password: _p, confirm: _c, ...profile } = form;

      const taken = await update(id, { ...profile, email: other.email.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({ code: 'conflict', message: M.emailRegistered, reason: 'email_taken', fields: { email: M.emailRegistered } });
      expect((await userByEmail(form.email))?.id).toBe(id);

      const fresh = `moved-${randomUUID().slice(0, 8)}@merchants.test`;
      expect((await update(id, { ...profile, email: fresh })).statusCode).toBe(200);
      expect(await userByEmail(fresh)).toMatchObject({ id, emailVerified: false });
      expect((await signIn(t.app, fresh, PASSWORD)).statusCode).toBe(200);
    });

    it('edits merchants only: 404 for other roles and unknown ids', async () => {
      const collector = await signUpUser(t.app);
      const { password: _p, confirm: _c, ...profile } = merchantForm();
      for (const id of [collector.id, 'no-such-user']) {
        const res = await update(id, profile);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(M.merchantNotFound);
        expect(res.json().error.reason).toBe('user_not_found');
      }
      expect((await t.app.db.select().from(users).where(eq(users.id, collector.id)))[0]?.role).toBe('collector');
    });
  });
});
