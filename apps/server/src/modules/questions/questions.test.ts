import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, QUESTION_MESSAGES as M, questionListSchema, questionSentSchema, type VisitorQuestionInput } from '@vernissage/core/schemas';
import { artworks, questions, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, solveCaptcha, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { lastMail, mailTo, withOutboxRefusing } from '../../test/mailbox.ts';
import { QUESTIONS_PER_WINDOW, QUESTIONS_WINDOW_MS } from './routes.ts';

describe('questions and offers', () => {
  let t: TestApp;
  let collector: TestUser;
  let adminCookie: string;
  let address = 0;
  /** Each test sends from its own address, so the per-address limit only bites where it is tested. */
  const nextAddress = () => `10.2.0.${(address += 1)}`;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, SUPPORT_EMAIL: 'team@vernissage.test' } });
    collector = await signUpUser(t.app);
    const admin = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    adminCookie = admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  });
  afterAll(() => t.close());

  const question = (overrides: Partial<VisitorQuestionInput> = {}): Omit<VisitorQuestionInput, 'captcha'> => ({
    variant: 'visitor',
    artworkId: 4,
    name: 'Grace Visitor',
    email: 'grace@example.com',
    confirmEmail: 'grace@example.com',
    phone: '312 555 0100',
    confirmPhone: '312 555 0100',
    message: 'Is the frame included? I would hang it in a bright room.',
    ...overrides,
  });

  async function send(body: Record<string, unknown>, options: { cookie?: string; remoteAddress?: string } = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/questions',
      payload: body,
      remoteAddress: options.remoteAddress ?? nextAddress(),
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
  }

  async function artistOf(artworkId: number) {
    const [row] = await t.app.db.select({ email: users.email, name: users.name }).from(artworks).innerJoin(users, eq(artworks.userId, users.id)).where(eq(artworks.id, artworkId));
    return row!;
  }

  it("answers every missing or mismatched field with the spec's message", async () => {
    const empty = await send({ variant: 'visitor', artworkId: 4, name: '', email: '', confirmEmail: '', phone: '', confirmPhone: '', message: '', captcha: '' });
    expect(empty.statusCode).toBe(400);
    expect(apiErrorSchema.parse(empty.json()).error.fields).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      confirmEmail: M.confirmEmailRequired,
      phone: M.phoneRequired,
      confirmPhone: M.confirmPhoneRequired,
      message: M.messageRequired,
      captcha: M.captchaInvalid,
    });
    const invalid = await send({ ...question({ email: 'grace-at-example', confirmEmail: 'grace-at-example' }), captcha: 'x' });
    expect(apiErrorSchema.parse(invalid.json()).error.fields).toEqual({ email: M.emailInvalid });
    const mismatched = await send({ ...question({ confirmEmail: 'other@example.com', confirmPhone: '312 555 0199' }), captcha: 'x' });
    expect(apiErrorSchema.parse(mismatched.json()).error.fields).toEqual({ confirmEmail: M.emailMismatch, confirmPhone: M.phoneMismatch });
    for (const phone of ['abc', 'hello']) {
      const notANumber = await send({ ...question({ phone, confirmPhone: phone }), captcha: 'x' });
      expect(notANumber.statusCode).toBe(400);
      expect(apiErrorSchema.parse(notANumber.json()).error.fields).toEqual({ phone: M.phoneInvalid });
    }
    const long = '3'.repeat(41);
    const tooLong = await send({ ...question({ phone: long, confirmPhone: long }), captcha: 'x' });
    expect(apiErrorSchema.parse(tooLong.json()).error.fields?.phone).toBe(M.phoneMax);
    // The same number written two ways confirms itself: only the (unsolved) captcha is refused.
    const written = await send({ ...question({ phone: '(312) 555-0100', confirmPhone: '312.555.0100' }), captcha: 'x' });
    expect(apiErrorSchema.parse(written.json()).error.fields).toEqual({ captcha: M.captchaInvalid });
    const noAmount = await send({ ...question({ isOffer: true }), captcha: 'x' });
    expect(apiErrorSchema.parse(noAmount.json()).error.fields).toEqual({ offerAmount: M.offerRequired });
    const zero = await send({ ...question({ isOffer: true, offerAmount: 0 }), captcha: 'x' });
    expect(apiErrorSchema.parse(zero.json()).error.fields).toEqual({ offerAmount: M.offerPositive });
    expect(await t.app.db.select().from(questions)).toHaveLength(0);
  });

  it("refuses an unsolved or reused captcha with the question form's lowercase message", async () => {
    const bad = await send({ ...question(), captcha: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).error).toEqual({ code: 'bad_request', message: 'recaptcha invalid please try again', reason: 'captcha_failed', fields: { captcha: 'recaptcha invalid please try again' } });

    const captcha = await solveCaptcha(t.app);
    expect((await send({ ...question(), captcha })).statusCode).toBe(201);
    const replay = await send({ ...question(), captcha });
    expect(apiErrorSchema.parse(replay.json()).error.message).toBe(M.captchaInvalid);
    await t.app.db.delete(questions);
  });

  it("stores a visitor's question and mails it to the team and to the artist", async () => {
    const res = await send({ ...question({ artworkId: 6 }), captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(201);
    const sent = questionSentSchema.parse(res.json());
    expect(sent.message).toBe('Message sent successfully');
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, sent.id));
    expect(row).toMatchObject({ artworkId: 6, userId: null, name: 'Grace Visitor', email: 'grace@example.com', phone: '312 555 0100', isOffer: false, offerAmount: null });

    const team = await lastMail(t.app, 'team@vernissage.test', 'question-team');
    expect(team.subject).toMatch(/^Question about /);
    expect(team.text).toContain('Is the frame included?');
    expect(team.text).toContain('grace@example.com');
    expect(team.text).toContain('312 555 0100');
    const artist = await artistOf(6);
    const toArtist = await lastMail(t.app, artist.email, 'question-artist');
    expect(toArtist.text).toContain(`Hello ${artist.name}`);
    expect(toArtist.text).toContain('Is the frame included?');
    // The sender's contact details stay with the team.
    expect(toArtist.text).not.toContain('grace@example.com');
    expect(toArtist.html).toContain('Is the frame included?');
  });

  it('stores the question with its two e-mails, and keeps the question when they cannot be stored: the team reads it on Questions & Offers', async () => {
    const message = 'Could you ship it to Milwaukee? (the outbox refuses this one)';
    const body = { ...question({ artworkId: 6, message }), captcha: await solveCaptcha(t.app) };
    // The artist's copy is refused after the team's was written: neither is kept, the question is.
    const res = await withOutboxRefusing(t.app, ['question-artist'], () => send(body));
    expect(res.statusCode).toBe(201);
    expect(await t.app.db.select({ id: questions.id }).from(questions).where(eq(questions.message, message))).toHaveLength(1);
    expect((await mailTo(t.app, 'team@vernissage.test', 'question-team')).some((mail) => mail.text.includes('Milwaukee'))).toBe(false);
    // The next one, once the outbox takes mails, is stored with both.
    expect((await send({ ...question({ artworkId: 6, message: 'And to Madison?' }), captcha: await solveCaptcha(t.app) })).statusCode).toBe(201);
    expect((await lastMail(t.app, 'team@vernissage.test', 'question-team')).text).toContain('Madison');
    expect((await lastMail(t.app, (await artistOf(6)).email, 'question-artist')).text).toContain('Madison');
  });

  it("takes a body without a variant as the visitor's dialog, the spec's own shape", async () => {
    const { variant: _variant, ...spec } = question({ artworkId: 5, name: 'Spec Shape' });
    const res = await send({ ...spec, captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, questionSentSchema.parse(res.json()).id));
    expect(row).toMatchObject({ artworkId: 5, name: 'Spec Shape', email: 'grace@example.com' });
  });

  it("stores a member's offer with its amount and their id, and says so to the team and the artist", async () => {
    const res = await send(
      { ...question({ artworkId: 7, name: 'Ada Collector', email: collector.email, confirmEmail: collector.email, isOffer: true, offerAmount: 1250 }), captcha: await solveCaptcha(t.app) },
      { cookie: collector.cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, questionSentSchema.parse(res.json()).id));
    expect(row).toMatchObject({ artworkId: 7, userId: collector.id, isOffer: true, offerAmount: 1250 });
    const team = await lastMail(t.app, 'team@vernissage.test', 'offer-team');
    expect(team.subject).toMatch(/^Offer of \$1,250 for /);
    expect(team.text).toContain('(signed in)');
    const artist = await artistOf(7);
    expect((await lastMail(t.app, artist.email, 'offer-artist')).text).toContain('Offer: $1,250');
  });

  it('matches the confirmations as the page does: e-mail whatever its case and surrounding spaces, phone whatever its surrounding spaces', async () => {
    const res = await send({ ...question({ artworkId: 6, email: 'Grace@Example.com', confirmEmail: '  grace@EXAMPLE.com ', confirmPhone: ' 312 555 0100  ' }), captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, questionSentSchema.parse(res.json()).id));
    expect(row).toMatchObject({ email: 'grace@example.com', phone: '312 555 0100' });
  });

  it("takes a signed-in member's name, e-mail and phone from their account: the dialog does not ask for them", async () => {
    const member = await signUpUser(t.app);
    const res = await send(
      { variant: 'member', artworkId: 7, message: 'Could I see it in person?', isOffer: true, offerAmount: 900, captcha: await solveCaptcha(t.app) },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, questionSentSchema.parse(res.json()).id));
    expect(row).toMatchObject({ artworkId: 7, userId: member.id, name: 'Ada Collector', email: member.email, phone: '+1 312 555 0100', isOffer: true, offerAmount: 900 });
    const team = await lastMail(t.app, 'team@vernissage.test', 'offer-team');
    expect(team.text).toContain(member.email);
    expect(team.text).toContain('+1 312 555 0100');

    // What a member types is not needed, and what a member does not type is not taken from the body.
    const spoofed = await send(
      { variant: 'member', artworkId: 6, name: 'Someone Else', email: 'else@example.com', message: 'Hello', captcha: await solveCaptcha(t.app) },
      { cookie: member.cookie },
    );
    const [kept] = await t.app.db.select().from(questions).where(eq(questions.id, questionSentSchema.parse(spoofed.json()).id));
    expect(kept).toMatchObject({ name: 'Ada Collector', email: member.email });
  });

  it('asks a visitor who sends the signed-in variant to sign in, and stores nothing', async () => {
    const before = (await t.app.db.select().from(questions)).length;
    const res = await send({ variant: 'member', artworkId: 9, message: 'Hello', captcha: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error).toMatchObject({ code: 'unauthorized', reason: 'sign_in_required' });
    expect(await t.app.db.select().from(questions)).toHaveLength(before);
  });

  it('keeps the amount of a question out, refuses offers on sold or held works and questions about unknown works', async () => {
    const plain = await send({ ...question({ artworkId: 11, offerAmount: 500 }), captcha: await solveCaptcha(t.app) });
    const [row] = await t.app.db.select().from(questions).where(eq(questions.id, questionSentSchema.parse(plain.json()).id));
    expect(row).toMatchObject({ isOffer: false, offerAmount: null });

    const [sold] = await t.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.sold, 1)).limit(1);
    const offer = await send({ ...question({ artworkId: sold!.id, isOffer: true, offerAmount: 900 }), captcha: await solveCaptcha(t.app) });
    expect(offer.statusCode).toBe(409);
    expect(apiErrorSchema.parse(offer.json()).error.message).toBe(M.notForSale);
    expect(offer.json().error.reason).toBe('not_for_sale');
    const ask = await send({ ...question({ artworkId: sold!.id }), captcha: await solveCaptcha(t.app) });
    expect(ask.statusCode).toBe(201);

    const unknown = await send({ ...question({ artworkId: 999999 }), captcha: await solveCaptcha(t.app) });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error.message).toBe(M.artworkMissing);
    expect(unknown.json().error.reason).toBe('artwork_not_found');
  });

  it('limits how many messages one address may send', async () => {
    const from = '10.9.9.9';
    const statuses: number[] = [];
    const openedAt = Date.now();
    // Failed captchas count too: the limit runs before the captcha is checked.
    for (let i = 0; i < QUESTIONS_PER_WINDOW + 2; i += 1) statuses.push((await send({ ...question(), captcha: 'x' }, { remoteAddress: from })).statusCode);
    expect(statuses.slice(0, QUESTIONS_PER_WINDOW).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(QUESTIONS_PER_WINDOW)).toEqual([429, 429]);
    const refused = await send({ ...question(), captcha: await solveCaptcha(t.app) }, { remoteAddress: from });
    expect(apiErrorSchema.parse(refused.json()).error).toMatchObject({ code: 'too_many_requests', message: M.tooMany });
    expectRetryAfter(refused, QUESTIONS_WINDOW_MS, openedAt);
  });

  it('lists questions and offers for the admin only, newest first, filtered by kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: { cookie: collector.cookie } })).statusCode).toBe(403);
    const artist = await signUpUser(t.app, { role: 'artist' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: { cookie: artist.cookie } })).statusCode).toBe(403);

    const all = questionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/questions', headers: { cookie: adminCookie } })).json());
    const stored = await t.app.db.select().from(questions);
    expect(all.total).toBe(stored.length);
    expect(all.items.map((q) => q.createdAt)).toEqual([...all.items.map((q) => q.createdAt)].sort().reverse());
    expect(all.items[0]!.artwork.path).toMatch(/^\/artwork-for-sale\/.+-\d+$/);

    const offers = questionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/questions?kind=offers', headers: { cookie: adminCookie } })).json());
    expect(offers.items.length).toBeGreaterThan(0);
    expect(offers.items.every((q) => q.isOffer && q.offerAmount !== null)).toBe(true);
    const plain = questionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/questions?kind=questions&limit=1', headers: { cookie: adminCookie } })).json());
    expect(plain.items).toHaveLength(1);
    expect(plain.total).toBe(stored.filter((q) => !q.isOffer).length);
    expect(plain.items[0]!.isOffer).toBe(false);
    const page2 = questionListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/admin/questions?kind=questions&limit=1&offset=1', headers: { cookie: adminCookie } })).json());
    expect(page2.items[0]!.id).not.toBe(plain.items[0]!.id);
    expect((await mailTo(t.app, 'team@vernissage.test')).length).toBeGreaterThanOrEqual(3);
  });
});
