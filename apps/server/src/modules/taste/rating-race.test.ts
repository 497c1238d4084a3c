import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentQueueSchema, sentRateWorkResultSchema, type SentQueue, type SentRateWorkResult } from '@vernissage/core/schemas';
import { profileToEntries, type TasteFeatures } from '@vernissage/core/taste';
import { ratings, tasteProfiles } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { catalogueThroughApi, get, profileFromDatabase, send, takeQuiz } from '../../test/taste.ts';
import { rateWithinBatch } from './ratings-repository.ts';

/** One collector's ratings sent at once: each lands, in the order it took the record's lock. */
describe('concurrent ratings of one collector', () => {
  let t: TestApp;
  let features: Map<number, TasteFeatures>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ({ features } = await catalogueThroughApi(t.app));
  });
  afterAll(() => t.close());

  const queue = async (cookie: string): Promise<SentQueue> => sentQueueSchema.parse((await get(t.app, '/api/taste/queue', cookie)).json());
  const record = async (userId: string) => (await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, userId)))[0]!;
  const rateAll = async (who: TestUser, ids: readonly number[]): Promise<SentRateWorkResult[]> => {
    const answers = await Promise.all(ids.map((artworkId, i) => send(t.app, 'POST', '/api/ratings', { artworkId, rating: i % 3 === 0 ? -1 : 1 }, who.cookie)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    return answers.map((res) => sentRateWorkResultSchema.parse(res.json()));
  };

  async function collector(): Promise<TestUser> {
    const who = await signUpUser(t.app);
    await takeQuiz(t.app, who.cookie, (work) => features.get(work.id)!.colours.includes(14));
    return who;
  }

  it('counts both of two ratings sent at once', async () => {
    const who = await collector();
    const ids = (await queue(who.cookie)).items.slice(0, 2).map((item) => item.work.id);
    const results = await rateAll(who, ids);
    expect(results.map((r) => r.counter).sort()).toEqual([1, 2]);
    expect((await record(who.id)).counter).toBe(2);
  });

  it('lands ten at once: the counter ends right and the queue is re-ranked exactly at every fifth', async () => {
    const who = await collector();
    const before = await queue(who.cookie);
    const ids = before.items.slice(0, 10).map((item) => item.work.id);
    const rankedBefore = (await record(who.id)).rankedAt!;
    const results = await rateAll(who, ids);

    // Each answer saw the one before it: the counters are 1..4, 0, 1..4, 0 in some order of arrival.
    expect(results.map((r) => r.counter).sort()).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    const reranked = results.filter((r) => r.reranked);
    expect(reranked).toHaveLength(2);
    for (const r of reranked) {
      expect(r.counter).toBe(0);
      expect(r.queue).not.toBeNull();
    }
    for (const r of results.filter((x) => !x.reranked)) expect(r.queue).toBeNull();

    // Every rating is stored, once, and the record holds the fit of the whole history.
    const rows = await t.app.db.select().from(ratings).where(eq(ratings.userId, who.id));
    for (const id of ids) expect(rows.filter((row) => row.artworkId === id)).toHaveLength(1);
    const stored = await record(who.id);
    expect(stored.counter).toBe(0);
    expect(stored.rankedAt!.getTime()).toBeGreaterThan(rankedBefore.getTime());
    const entries = profileToEntries((await profileFromDatabase(t.app, who.id, features)).profile);
    expect(stored.colorProfile).toEqual(entries.colour);
    expect(stored.formalProfile).toEqual(entries.formal);
    // No rated work is queued again after the place the last re-rank kept.
    const after = await queue(who.cookie);
    const rated = new Set(rows.map((row) => row.artworkId));
    const place = Math.max(...ids.map((id) => after.items.findIndex((item) => item.work.id === id)));
    expect(after.items.slice(place + 1).some((item) => rated.has(item.work.id))).toBe(false);
  });

  it('stores the profile the queue was ranked by: kept through the ratings between re-ranks, the fit of the whole history at the fifth', async () => {
    const who = await collector();
    const fitted = async () => profileToEntries((await profileFromDatabase(t.app, who.id, features)).profile);
    const ranked = await fitted();
    const ids = (await queue(who.cookie)).items.slice(0, 5).map((item) => item.work.id);
    let version = (await record(who.id)).version;
    for (const [i, artworkId] of ids.entries()) {
      const res = await send(t.app, 'POST', '/api/ratings', { artworkId, rating: i % 2 === 0 ? -1 : 1 }, who.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await record(who.id);
      const now = await fitted();
      // Each rating moves the record's version all the same, so kept queue answers are rebuilt.
      expect(stored.version).toBeGreaterThan(version);
      version = stored.version;
      if (i < 4) {
        expect(stored.colorProfile).toEqual(ranked.colour);
        expect(now.colour).not.toEqual(ranked.colour);
      } else {
        expect(sentRateWorkResultSchema.parse(res.json()).reranked).toBe(true);
        expect({ colour: stored.colorProfile, content: stored.contentProfile, material: stored.materialProfile, formal: stored.formalProfile }).toEqual(now);
      }
    }
  });

  it('writes a rating within a batch in one statement, as the transaction does, and nothing at the batch’s end', async () => {
    const who = await collector();
    const [first, second, third] = (await queue(who.cookie)).items.slice(0, 3).map((item) => item.work.id) as [number, number, number];
    const rows = async () => t.app.db.select().from(ratings).where(eq(ratings.userId, who.id));
    const before = await record(who.id);
    const quizRatings = (await rows()).length;

    expect(await rateWithinBatch(t.app.db, who.id, first, 1)).toBe(1);
    expect(await rateWithinBatch(t.app.db, who.id, second, -1)).toBe(2);
    // A work rated again keeps its place in the history and takes the new rating.
    const [given] = (await rows()).filter((row) => row.artworkId === first);
    expect(await rateWithinBatch(t.app.db, who.id, first, -1)).toBe(3);
    const [changed] = (await rows()).filter((row) => row.artworkId === first);
    expect(changed).toMatchObject({ rating: -1, source: 'queue', createdAt: given!.createdAt });
    const after = await record(who.id);
    expect(after).toMatchObject({ counter: 3, version: before.version + 3, queueData: before.queueData, rankedAt: before.rankedAt, colorProfile: before.colorProfile });
    expect((await rows()).length).toBe(quizRatings + 2);

    // The fourth still fits the batch; the fifth would re-rank, so it is left to the transaction, unwritten.
    expect(await rateWithinBatch(t.app.db, who.id, second, 1)).toBe(4);
    expect(await rateWithinBatch(t.app.db, who.id, third, 1)).toBeNull();
    expect((await rows()).some((row) => row.artworkId === third)).toBe(false);
    expect((await record(who.id)).counter).toBe(4);
    const fifth = await send(t.app, 'POST', '/api/ratings', { artworkId: third, rating: 1 }, who.cookie);
    expect(sentRateWorkResultSchema.parse(fifth.json())).toMatchObject({ counter: 0, reranked: true });

    // A collector with no record yet takes the transaction, which makes one.
    const stranger = await signUpUser(t.app);
    expect(await rateWithinBatch(t.app.db, stranger.id, first, 1)).toBeNull();
    expect(await t.app.db.select().from(ratings).where(eq(ratings.userId, stranger.id))).toEqual([]);
  });
});
