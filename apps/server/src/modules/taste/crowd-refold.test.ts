import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_CAPTCHA_ENV, signUpUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { catalogueThroughApi, get, takeQuiz } from '../../test/taste.ts';
import { RIDGE_LAMBDA } from '@vernissage/core/taste';
import { proofSchema } from '@vernissage/core/schemas';
import { ratings, users } from '../../db/schema/index.ts';
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

/**
 * The crowd chooses how far each collector's fit leans on it (decision record 067): with too few
 * collectors to tell, the default; once many share one taste, a stronger pull, which every
 * collector's fit and Proof's crowd share use.
 */
describe('the crowd’s ridge penalty, chosen at the fold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('keeps the default with few collectors, and leans harder once many share one taste', async () => {
    expect((await t.app.taste.crowd()).crowd.ridge).toBe(RIDGE_LAMBDA);
    const { features } = await catalogueThroughApi(t.app);
    const ids = [...features.keys()].sort((a, b) => a - b);
    const colours = new Map([...features.values()].map((w) => [w.id, w.colours[0] ?? 0]));
    // 30 collectors rate 24 works each; all like the works whose first colour id is even, with a sixth of answers the other way.
    const people = Array.from({ length: 30 }, (_, c) => ({ id: `ridge-${c}`, name: `Collector ${c}`, email: `ridge-${c}@example.com` }));
    await t.app.db.insert(users).values(people);
    let seed = 11;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const rows = people.flatMap((person) => {
      const rated = new Set<number>();
      while (rated.size < 24) rated.add(ids[Math.floor(rand() * ids.length)]!);
      return [...rated].map((artworkId) => ({ userId: person.id, artworkId, rating: (colours.get(artworkId)! % 2 === 0) !== rand() < 1 / 6 ? 1 : -1, source: 'queue' as const }));
    });
    await t.app.db.insert(ratings).values(rows);
    await t.app.taste.crowdChanged();
    const crowd = (await t.app.taste.crowd()).crowd;
    expect(crowd.ridge).toBeGreaterThan(RIDGE_LAMBDA);
    // Folded again with no more collectors: the choice is kept, not measured again.
    const choices = t.app.taste.stats.ridgeChoices;
    await t.app.taste.crowdChanged();
    expect((await t.app.taste.crowd()).crowd.ridge).toBe(crowd.ridge);
    expect(t.app.taste.stats.ridgeChoices).toBe(choices);

    // Proof (an admin's own profile) shows each value's crowd share with the crowd's penalty.
    const ada = await signUpUser(t.app, { role: 'admin' });
    const asked = await takeQuiz(t.app, ada.cookie, (work) => work.id % 3 === 0);
    // A work the quiz asked: its values carry the admin's own evidence.
    const res = await get(t.app, `/api/taste/proof/${asked[0]!.id}`, ada.cookie);
    expect(res.statusCode).toBe(200);
    const proof = proofSchema.parse(res.json());
    const values = [...proof.colour, ...proof.content, ...proof.material];
    expect(values.some((entry) => entry.evidence > 0)).toBe(true);
    for (const entry of values) expect(entry.crowdShare).toBeCloseTo(crowd.ridge / (crowd.ridge + entry.evidence), 12);
    for (const axis of proof.formal) expect(axis.crowdShare).toBeCloseTo(crowd.ridge / (crowd.ridge + axis.denominator), 12);
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
