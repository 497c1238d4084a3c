import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_SIZE } from '@vernissage/core/constants';
import { TASTE_MESSAGES, adminQuizSchema, quizCandidatesSchema, queueSchema, sessionSchema } from '@vernissage/core/schemas';
import { tasteProfiles } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, quizOf, send } from '../../test/taste.ts';

describe('the taste quiz', () => {
  let t: TestApp;
  let ada: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ada = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  const status = async (cookie: string) => sessionSchema.parse((await get(t.app, '/api/session', cookie)).json()).user?.tasteTestStatus;

  it('needs an account', async () => {
    expect((await get(t.app, '/api/taste/quiz')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: 1, rating: 1 })).statusCode).toBe(401);
  });

  it('shows the curated set in order, with the welcome until the collector starts', async () => {
    const quiz = await quizOf(t.app, ada.cookie);
    expect(quiz.items).toHaveLength(20);
    expect(quiz).toMatchObject({ status: null, firstUnrated: 0, welcome: true });
    expect(quiz.items.every((item) => item.rating === null && item.work.image !== null)).toBe(true);
  });

  it('marks the test started at the first rating, resumes at the first unrated work, and completes at the last', async () => {
    const { items } = await quizOf(t.app, ada.cookie);
    const first = await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: items[0]!.work.id, rating: 1 }, ada.cookie);
    expect(first.json()).toEqual({ status: 2, rated: 1, total: 20, completed: false });
    expect(await status(ada.cookie)).toBe(2);

    await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: items[1]!.work.id, rating: -1 }, ada.cookie);
    const resumed = await quizOf(t.app, ada.cookie);
    expect(resumed).toMatchObject({ status: 2, firstUnrated: 2, welcome: false });
    expect(resumed.items.slice(0, 3).map((item) => item.rating)).toEqual([1, -1, null]);

    // Closing the completion modal before the end is refused.
    const early = await send(t.app, 'POST', '/api/taste/quiz/complete', {}, ada.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(TASTE_MESSAGES.quizUnfinished);

    // Changing an answer is allowed and does not move the place.
    const switched = await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: items[1]!.work.id, rating: 1 }, ada.cookie);
    expect(switched.json()).toMatchObject({ rated: 2, completed: false });

    let last;
    for (const item of items.slice(2)) {
      last = await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: item.work.id, rating: item.work.id % 3 === 0 ? 1 : -1 }, ada.cookie);
    }
    expect(last!.json()).toEqual({ status: 1, rated: 20, total: 20, completed: true });
    expect(await status(ada.cookie)).toBe(1);
    expect((await quizOf(t.app, ada.cookie)).firstUnrated).toBe(20);
  });

  it('refuses a work that is not in the quiz', async () => {
    const res = await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: 999_999, rating: 1 }, ada.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(TASTE_MESSAGES.notInQuiz);
  });

  it('computes the queue when the completion modal closes: unrated works, best first, a fresh batch', async () => {
    const [before] = await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, ada.id));
    expect(before!.rankedAt).toBeNull();
    const done = await send(t.app, 'POST', '/api/taste/quiz/complete', {}, ada.cookie);
    expect(done.json()).toEqual({ status: 1, queued: Math.min(QUEUE_SIZE, 255 - 20) });
    const [after] = await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, ada.id));
    expect(after!.rankedAt).not.toBeNull();
    expect(after!.counter).toBe(0);
    const quizIds = new Set((await quizOf(t.app, ada.cookie)).items.map((item) => item.work.id));
    expect(after!.queueData.some((id) => quizIds.has(id))).toBe(false);
    const queue = queueSchema.parse((await get(t.app, '/api/taste/queue', ada.cookie)).json());
    expect(queue.items.map((item) => item.work.id)).toEqual(after!.queueData);
    expect(queue).toMatchObject({ status: 1, counter: 0, basis: 'taste' });
  });
});

describe('the admin Taste Test page', () => {
  let t: TestApp;
  let admin: string;
  let collector: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    admin = (await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    collector = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    expect((await get(t.app, '/api/admin/taste-quiz', collector.cookie)).statusCode).toBe(403);
    expect((await send(t.app, 'PUT', '/api/admin/taste-quiz', { artworkIds: [1] }, collector.cookie)).statusCode).toBe(403);
    expect((await get(t.app, '/api/admin/taste-quiz')).statusCode).toBe(401);
  });

  it('shows the demo set covering every colour and both poles of every axis', async () => {
    const quiz = adminQuizSchema.parse((await get(t.app, '/api/admin/taste-quiz', admin)).json());
    expect(quiz.items).toHaveLength(20);
    expect(quiz.coverage.colours.missing).toEqual([]);
    expect(quiz.coverage.formal.every((axis) => axis.first && axis.second)).toBe(true);
  });

  it('finds works by title or artist name', async () => {
    const quiz = adminQuizSchema.parse((await get(t.app, '/api/admin/taste-quiz', admin)).json());
    const sample = quiz.items[0]!;
    const byTitle = quizCandidatesSchema.parse((await get(t.app, `/api/admin/taste-quiz/candidates?q=${encodeURIComponent(sample.title.toUpperCase())}`, admin)).json());
    expect(byTitle.items.map((work) => work.id)).toContain(sample.id);
    const byArtist = quizCandidatesSchema.parse((await get(t.app, `/api/admin/taste-quiz/candidates?q=${encodeURIComponent(sample.artist.name)}&limit=60`, admin)).json());
    expect(byArtist.items.length).toBeGreaterThan(0);
    expect(byArtist.items.every((work) => work.artist.name === sample.artist.name || work.title.toLowerCase().includes(sample.artist.name.toLowerCase()))).toBe(true);
  });

  it('saves a new set in the chosen order, reports what it misses, and collectors see it', async () => {
    const quiz = adminQuizSchema.parse((await get(t.app, '/api/admin/taste-quiz', admin)).json());
    const chosen = [quiz.items[3]!.id, quiz.items[0]!.id, quiz.items[7]!.id];
    const saved = adminQuizSchema.parse((await send(t.app, 'PUT', '/api/admin/taste-quiz', { artworkIds: chosen }, admin)).json());
    expect(saved.items.map((work) => work.id)).toEqual(chosen);
    expect(saved.coverage.colours.missing.length).toBeGreaterThan(0);
    expect(saved.coverage.formal.some((axis) => !axis.first || !axis.second)).toBe(true);
    expect((await quizOf(t.app, collector.cookie)).items.map((item) => item.work.id)).toEqual(chosen);
  });

  it('refuses an empty set, repeats and unknown works, keeping the set as it was', async () => {
    const empty = await send(t.app, 'PUT', '/api/admin/taste-quiz', { artworkIds: [] }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(TASTE_MESSAGES.quizEmpty);
    const twice = await send(t.app, 'PUT', '/api/admin/taste-quiz', { artworkIds: [1, 1] }, admin);
    expect(twice.json().error.message).toBe(TASTE_MESSAGES.quizDuplicate);
    const unknown = await send(t.app, 'PUT', '/api/admin/taste-quiz', { artworkIds: [1, 999_999] }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(adminQuizSchema.parse((await get(t.app, '/api/admin/taste-quiz', admin)).json()).items).toHaveLength(3);
  });
});
