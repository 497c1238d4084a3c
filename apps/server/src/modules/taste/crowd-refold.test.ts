import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_CAPTCHA_ENV, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { takeQuiz } from '../../test/taste.ts';
import { CROWD_REFRESH_MS, TasteCatalogue } from './catalogue.ts';
import { within } from '../../test/within.ts';

/**
 * The crowd follows the ratings (decision record 066): besides every five minutes, it is folded
 * again once CROWD_REFOLD_RATINGS new ratings (or a tenth of those it was folded from) have been
 * stored, while the crowd in hand answers meanwhile; the quiz keeps choosing by the crowd it had.
 */
describe('the crowd folded again after new ratings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, CROWD_REFOLD_RATINGS: '20' } });
  });
  afterAll(() => t.close());

  /** Answers the quiz to its end (a like for every third work by id), checking after each answer that the quiz's crowd stays. */
  async function takeQuizKeeping(cookie: string, quizCrowd: unknown): Promise<void> {
    await takeQuiz(
      t.app,
      cookie,
      (work) => work.id % 3 === 0,
      async () => expect(await t.app.taste.quizCrowd()).toBe(quizCrowd),
    );
  }

  it('folds the crowd again once a collector’s quiz is in, and leaves the quiz’s crowd as it was', async () => {
    const before = await t.app.taste.crowd();
    const quizCrowd = await t.app.taste.quizCrowd();
    // The demo's sales are in it (each as ten likes; a dislike weighs a little more than a like).
    const sales = before.crowd.ratings;
    const builds = t.app.taste.stats.crowdBuilds;

    const ada = await signUpUser(t.app);
    await takeQuizKeeping(ada.cookie, quizCrowd);
    // The crowd in hand answers at once while the new one is folded; then the new one does.
    expect(await within(2_000, async () => (await t.app.taste.crowd()) !== before)).toBe(true);
    const after = await t.app.taste.crowd();
    expect(after.crowd.ratings).toBeGreaterThan(sales + 20);
    expect(t.app.taste.stats.crowdBuilds).toBe(builds + 1);
    // Nothing new since: no other fold.
    expect(await t.app.taste.crowd()).toBe(after);
    expect(t.app.taste.stats.crowdBuilds).toBe(builds + 1);
    expect(await t.app.taste.quizCrowd()).toBe(quizCrowd);

    // A second collector's quiz: 20 more ratings are due again (20 is more than a tenth of 20).
    const bea = await signUpUser(t.app);
    await takeQuizKeeping(bea.cookie, quizCrowd);
    expect(await within(2_000, async () => (await t.app.taste.crowd()).crowd.ratings > after.crowd.ratings + 20)).toBe(true);
    expect(t.app.taste.stats.crowdBuilds).toBe(builds + 2);
  });

  it('does not fold for every rating: a fold is due only after its share of new ones', async () => {
    const folded = await t.app.taste.crowd();
    const builds = t.app.taste.stats.crowdBuilds;
    for (let n = 0; n < 19; n += 1) t.app.taste.ratingsStored();
    expect(await t.app.taste.crowd()).toBe(folded);
    expect(t.app.taste.stats.crowdBuilds).toBe(builds);
    t.app.taste.ratingsStored();
    await t.app.taste.crowd();
    expect(await within(2_000, async () => t.app.taste.stats.crowdBuilds === builds + 1)).toBe(true);
  });
});

/** Two server processes on one PostgreSQL (two apps on one database stand for them). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the crowd due again in every process', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ demo: true });
    two = await createTestApp({ env: { DATABASE_URL: one.env.DATABASE_URL, DEMO_CATALOGUE: 'false' } });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('enough new ratings through one process have the other fold its crowd again, its quiz’s crowd left as it was', async () => {
    const quizCrowd = await two.app.taste.quizCrowd();
    await two.app.taste.crowd();
    const builds = two.app.taste.stats.crowdBuilds;
    // A process of the first app's that counts ratings for a fold (the test apps do not).
    const counting = new TasteCatalogue(one.app.db, CROWD_REFRESH_MS, one.app.changes, 3);
    for (let n = 0; n < 3; n += 1) counting.ratingsStored();
    expect(
      await within(2_000, async () => {
        await two.app.taste.crowd();
        return two.app.taste.stats.crowdBuilds > builds;
      }),
    ).toBe(true);
    expect(await two.app.taste.quizCrowd()).toBe(quizCrowd);
  });
});
