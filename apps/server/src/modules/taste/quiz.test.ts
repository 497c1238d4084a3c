import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_SIZE, QUIZ_MAX, QUIZ_SIZE } from '@vernissage/core/constants';
import { COLOURS, FORMAL } from '@vernissage/core/lookups';
import { TASTE_MESSAGES, adminQuizSchema, quizCandidatesSchema, quizTakerAnswersSchema, quizTakersSchema, sentQueueSchema, sessionSchema } from '@vernissage/core/schemas';
import { QUIZ_OPENERS, RATING, coverageFeatures, nextQuizWork, quizCoverage, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';
import { tasteProfiles, tasteQuizItems } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { answerQuiz, catalogueThroughApi, get, quizOf, send, takeQuiz } from '../../test/taste.ts';

describe('the taste quiz', () => {
  let t: TestApp;
  let ada: TestUser;
  let pool: number[];
  let features: Map<number, TasteFeatures>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ada = await signUpUser(t.app);
    ({ features } = await catalogueThroughApi(t.app));
    pool = (await t.app.db.select({ id: tasteQuizItems.artworkId }).from(tasteQuizItems).orderBy(asc(tasteQuizItems.position))).map((row) => row.id);
  });
  afterAll(() => t.close());

  const status = async (cookie: string) => sessionSchema.parse((await get(t.app, '/api/session', cookie)).json()).user?.tasteTestStatus;
  /** A like for every third work, by id: answers that are not all alike. */
  const answerFor = (id: number): 1 | -1 => (id % 3 === 0 ? 1 : -1);

  it('needs an account', async () => {
    expect((await get(t.app, '/api/taste/quiz')).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: 1, rating: 1 })).statusCode).toBe(401);
  });

  it('asks 20 works of the demo pool of 60, starting with the admin’s first, with the welcome until the collector starts', async () => {
    expect(pool).toHaveLength(QUIZ_MAX);
    const quiz = await quizOf(t.app, ada.cookie);
    expect(quiz).toMatchObject({ status: null, items: [], total: QUIZ_SIZE, welcome: true });
    expect(quiz.next?.id).toBe(pool[0]);
    expect(quiz.next?.image).not.toBeNull();
  });

  it('opens with the admin’s openers in order, then asks the pool work the engine chooses for the answers so far', async () => {
    const answers: RatedWork[] = [];
    let result;
    for (const [i, id] of pool.slice(0, QUIZ_OPENERS).entries()) {
      const rating = i % 2 === 0 ? 1 : -1;
      result = await answerQuiz(t.app, ada.cookie, id, rating);
      answers.push({ features: features.get(id)!, rating: rating === 1 ? RATING.like : RATING.dislike });
      expect(result).toMatchObject({ status: 2, rated: i + 1, total: QUIZ_SIZE, completed: false });
      if (i + 1 < QUIZ_OPENERS) expect(result.next?.id).toBe(pool[i + 1]);
    }
    expect(await status(ada.cookie)).toBe(2);
    // The fifth work: what the engine picks from the pool for these four answers and the server's crowd.
    const crowd = (await t.app.taste.crowd()).crowd;
    const poolFeatures = pool.map((id) => features.get(id)!);
    const expected = nextQuizWork(poolFeatures, pool.slice(0, QUIZ_OPENERS), pool.slice(0, QUIZ_OPENERS), answers, crowd);
    expect(expected).not.toBeNull();
    expect(pool.slice(0, QUIZ_OPENERS)).not.toContain(expected!.id);
    expect(result!.next?.id).toBe(expected!.id);
    const resumed = await quizOf(t.app, ada.cookie);
    expect(resumed).toMatchObject({ status: 2, total: QUIZ_SIZE, welcome: false });
    expect(resumed.items.map((item) => [item.work.id, item.rating])).toEqual(pool.slice(0, QUIZ_OPENERS).map((id, i) => [id, i % 2 === 0 ? 1 : -1]));
    expect(resumed.next?.id).toBe(expected!.id);
  });

  it('refuses a work outside the pool, and a pool work that is not the one it asks next', async () => {
    const outside = await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: 999_999, rating: 1 }, ada.cookie);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error).toMatchObject({ message: TASTE_MESSAGES.notInQuiz, reason: 'not_in_quiz' });
    const notListed = [...features.keys()].find((id) => !pool.includes(id))!;
    expect((await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: notListed, rating: 1 }, ada.cookie)).json().error.reason).toBe('not_in_quiz');

    const { next, items } = await quizOf(t.app, ada.cookie);
    const other = pool.find((id) => id !== next!.id && !items.some((item) => item.work.id === id))!;
    const early = await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: other, rating: 1 }, ada.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ message: TASTE_MESSAGES.quizNotNext, reason: 'quiz_not_next' });
    // Nothing was stored.
    expect((await quizOf(t.app, ada.cookie)).items).toHaveLength(items.length);
  });

  it('goes back: changing an earlier answer keeps the works asked, their order and the place', async () => {
    const before = await quizOf(t.app, ada.cookie);
    const switched = await answerQuiz(t.app, ada.cookie, before.items[1]!.work.id, 1);
    expect(switched).toMatchObject({ rated: before.items.length, completed: false });
    const after = await quizOf(t.app, ada.cookie);
    expect(after.items.map((item) => item.work.id)).toEqual(before.items.map((item) => item.work.id));
    expect(after.items.map((item) => item.rating)).toEqual(before.items.map((item, i) => (i === 1 ? 1 : item.rating)));
    // The next work follows the answers as they are now, and is never one already asked.
    expect(after.next?.id).toBe(switched.next?.id);
    expect(after.items.map((item) => item.work.id)).not.toContain(after.next!.id);

    // Closing the completion modal before the end is refused.
    const early = await send(t.app, 'POST', '/api/taste/quiz/complete', {}, ada.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(TASTE_MESSAGES.quizUnfinished);
  });

  it('asks each work once, every one from the pool, and completes at the twentieth', async () => {
    const start = await quizOf(t.app, ada.cookie);
    let next = start.next;
    // Each reply says what follows the next work for either answer: the answer then brings exactly that.
    let branches = start.after;
    const asked = start.items.map((item) => item.work.id);
    let last;
    let branched = false;
    while (next) {
      asked.push(next.id);
      const rating = answerFor(next.id);
      const foreseen = branches![rating === 1 ? 'like' : 'dislike'];
      last = await answerQuiz(t.app, ada.cookie, next.id, rating);
      expect(last.completed).toBe(asked.length === QUIZ_SIZE);
      expect(last.next).toEqual(foreseen);
      next = last.next;
      branches = last.after;
      expect(branches === null).toBe(next === null);
      // The two answers lead to different works at least sometimes: the choice depends on the answer.
      if (branches?.like && branches.dislike && branches.like.id !== branches.dislike.id) branched = true;
      if (asked.length === QUIZ_SIZE - 1) expect(branches).toEqual({ like: null, dislike: null });
    }
    expect(branched).toBe(true);
    expect(last).toMatchObject({ status: 1, rated: QUIZ_SIZE, total: QUIZ_SIZE, completed: true, next: null, after: null });
    expect(asked).toHaveLength(QUIZ_SIZE);
    expect(new Set(asked).size).toBe(QUIZ_SIZE);
    expect(asked.every((id) => pool.includes(id))).toBe(true);
    expect(await status(ada.cookie)).toBe(1);
    const done = await quizOf(t.app, ada.cookie);
    expect(done.items.map((item) => item.work.id)).toEqual(asked);
    expect(done.next).toBeNull();
    // An answer changed after the end keeps the test complete and asks nothing more.
    expect(await answerQuiz(t.app, ada.cookie, asked[7]!, -answerFor(asked[7]!) as 1 | -1)).toMatchObject({ status: 1, rated: QUIZ_SIZE, completed: true, next: null });
    const after = await quizOf(t.app, ada.cookie);
    expect(after.items.map((item) => item.work.id)).toEqual(asked);
    expect(after.next).toBeNull();
  });

  it('does not ask again a pool work the collector rated before signing up', async () => {
    const visitor = await signUpUser(t.app);
    const at = new Date(Date.now() - 60_000).toISOString();
    const stored = await send(t.app, 'POST', '/api/ratings/visitor', { ratings: [{ artworkId: pool[0], rating: 1, ratedAt: at }] }, visitor.cookie);
    expect(stored.json()).toEqual({ stored: 1 });
    const quiz = await quizOf(t.app, visitor.cookie);
    // The first opener is already answered: the quiz opens on the second.
    expect(quiz).toMatchObject({ items: [], total: QUIZ_SIZE });
    expect(quiz.next?.id).toBe(pool[1]);
    expect((await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: pool[0], rating: -1 }, visitor.cookie)).json().error.reason).toBe('quiz_not_next');
  });

  it('looks elsewhere while a collector has liked nothing: one who likes only blue abstract works is asked some', async () => {
    const blue = COLOURS.find((colour) => colour.label === 'Blue')!.id;
    const isBlueAbstract = (id: number) => features.get(id)!.colours.includes(blue) && (features.get(id)!.formal[FORMAL.representationalAbstract] ?? 0) >= 0.75;
    const bea = await signUpUser(t.app);
    const asked = (await takeQuiz(t.app, bea.cookie, (work) => isBlueAbstract(work.id))).map((work) => work.id);
    expect(asked).toHaveLength(QUIZ_SIZE);
    // The demo pool holds five; asking by the model's uncertainty alone, the quiz asked none of them.
    expect(pool.filter(isBlueAbstract).length).toBeGreaterThanOrEqual(5);
    expect(asked.filter(isBlueAbstract).length).toBeGreaterThanOrEqual(2);
  });

  it('computes the queue when the completion modal closes: unrated works, best first, a fresh batch', async () => {
    const [before] = await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, ada.id));
    expect(before!.rankedAt).toBeNull();
    const done = await send(t.app, 'POST', '/api/taste/quiz/complete', {}, ada.cookie);
    expect(done.json()).toEqual({ status: 1, queued: Math.min(QUEUE_SIZE, 255 - QUIZ_SIZE) });
    const [after] = await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, ada.id));
    expect(after!.rankedAt).not.toBeNull();
    expect(after!.counter).toBe(0);
    const quizIds = new Set((await quizOf(t.app, ada.cookie)).items.map((item) => item.work.id));
    expect(after!.queueData.some((id) => quizIds.has(id))).toBe(false);
    const queue = sentQueueSchema.parse((await get(t.app, '/api/taste/queue', ada.cookie)).json());
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

  it('shows the demo pool covering every colour and both poles of every axis', async () => {
    const quiz = adminQuizSchema.parse((await get(t.app, '/api/admin/taste-quiz', admin)).json());
    expect(quiz.items).toHaveLength(QUIZ_MAX);
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
    // A pool of three: the quiz asks those three, in the admin's order (all of them openers).
    const quizNow = await quizOf(t.app, collector.cookie);
    expect(quizNow).toMatchObject({ items: [], total: 3 });
    expect(quizNow.next?.id).toBe(chosen[0]);
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

  it('asks all of a pool smaller than the quiz, the openers first, and completes at its end', async () => {
    const demo = adminQuizSchema.parse((await get(t.app, '/api/admin/taste-quiz', admin)).json());
    const candidates = quizCandidatesSchema.parse((await get(t.app, '/api/admin/taste-quiz/candidates?limit=60', admin)).json()).items;
    const small = candidates.slice(0, 7).map((work) => work.id);
    expect(demo.items).toHaveLength(3);
    expect(adminQuizSchema.parse((await send(t.app, 'PUT', '/api/admin/taste-quiz', { artworkIds: small }, admin)).json()).items).toHaveLength(7);
    const taker = await signUpUser(t.app);
    let quiz = await quizOf(t.app, taker.cookie);
    expect(quiz).toMatchObject({ total: 7, items: [] });
    const asked: number[] = [];
    let last;
    for (let next = quiz.next; next; next = last.next) {
      asked.push(next.id);
      last = await answerQuiz(t.app, taker.cookie, next.id, asked.length % 2 === 0 ? 1 : -1);
    }
    expect(asked.slice(0, QUIZ_OPENERS)).toEqual(small.slice(0, QUIZ_OPENERS));
    expect([...asked].sort((a, b) => a - b)).toEqual([...small].sort((a, b) => a - b));
    expect(last).toMatchObject({ status: 1, rated: 7, total: 7, completed: true, next: null });
    expect((await send(t.app, 'POST', '/api/taste/quiz/complete', {}, taker.cookie)).statusCode).toBe(200);
    quiz = await quizOf(t.app, taker.cookie);
    expect(quiz.items.map((item) => item.work.id)).toEqual(asked);

    // The admin finds the collector and sees what their answers tested: the works asked, in order.
    const email = (await get(t.app, '/api/session', taker.cookie)).json().user.email as string;
    const found = quizTakersSchema.parse((await get(t.app, `/api/admin/taste-quiz/takers?q=${encodeURIComponent(email.toUpperCase())}`, admin)).json());
    expect(found.items).toEqual([expect.objectContaining({ id: taker.id, email, status: 1, answered: 7 })]);
    const answers = quizTakerAnswersSchema.parse((await get(t.app, `/api/admin/taste-quiz/takers/${taker.id}`, admin)).json());
    expect(answers.collector).toMatchObject({ id: taker.id, answered: 7 });
    expect(answers.items.map((item) => [item.work.id, item.rating])).toEqual(asked.map((id, i) => [id, (i + 1) % 2 === 0 ? 1 : -1]));
    expect(answers.coverage).toEqual(quizCoverage(answers.items.map((item) => coverageFeatures(item.work))));
    expect(answers.coverage.colours.covered.length).toBeGreaterThan(0);
    // Someone who has not answered is not among them; an unknown id is a 404, not an error.
    expect(quizTakersSchema.parse((await get(t.app, '/api/admin/taste-quiz/takers?q=nobody-like-this', admin)).json()).items).toEqual([]);
    const unknown = await get(t.app, '/api/admin/taste-quiz/takers/no-such-person', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.reason).toBe('user_not_found');
    expect((await get(t.app, `/api/admin/taste-quiz/takers/${taker.id}`, collector.cookie)).statusCode).toBe(403);
  });
});
