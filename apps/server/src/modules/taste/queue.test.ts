import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_SIZE } from '@vernissage/core/constants';
import { TASTE_MESSAGES, sentCrowdGallerySchema, sentQueueSchema, type SentQueue } from '@vernissage/core/schemas';
import { RATING, fitCrowd, rankWorks, fitProfile, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';
import { artworks, ratings, tasteProfiles } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { catalogueThroughApi, get, profileFromDatabase, quizOf, send, takeQuiz } from '../../test/taste.ts';

describe('the gallery queue', () => {
  let t: TestApp;
  let ada: TestUser;
  let features: Map<number, TasteFeatures>;
  let works: Awaited<ReturnType<typeof catalogueThroughApi>>['works'];
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ({ features, works } = await catalogueThroughApi(t.app));
    ada = await signUpUser(t.app);
    // Likes the blue works of the quiz, dislikes the rest.
    await takeQuiz(t.app, ada.cookie, (work) => features.get(work.id)!.colours.includes(14));
  });
  afterAll(() => t.close());

  const queue = async (cookie: string, query = ''): Promise<SentQueue> => sentQueueSchema.parse((await get(t.app, `/api/taste/queue${query}`, cookie)).json());
  const ids = (q: SentQueue) => q.items.map((item) => item.work.id);
  /** Works for sale first, each part in the engine's order (sold and held works never lead). */
  const availableFirst = async (order: readonly number[]) => {
    const unavailable = new Set((await t.app.db.select({ id: artworks.id }).from(artworks).where(ne(artworks.sold, 0))).map((row) => row.id));
    return [...order.filter((id) => !unavailable.has(id)), ...order.filter((id) => unavailable.has(id))];
  };
  const rate = (cookie: string, artworkId: number, rating: 1 | -1, keepThrough?: number) =>
    send(t.app, 'POST', '/api/ratings', { artworkId, rating, ...(keepThrough ? { keepThrough } : {}) }, cookie);

  it('asks for the taste test before any gallery rating', async () => {
    const newcomer = await signUpUser(t.app);
    const absent = await rate(newcomer.cookie, 1, 1);
    expect(absent.statusCode).toBe(409);
    expect(absent.json().error.message).toBe(TASTE_MESSAGES.takeTestFirst);
    expect(absent.json().error.reason).toBe('taste_test_required');
    const { next } = await quizOf(t.app, newcomer.cookie);
    await send(t.app, 'POST', '/api/taste/quiz/ratings', { artworkId: next!.id, rating: 1 }, newcomer.cookie);
    const unfinished = await rate(newcomer.cookie, 1, 1);
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().error.message).toBe(TASTE_MESSAGES.unfinished);
    expect(unfinished.json().error.reason).toBe('taste_test_unfinished');
  });

  it('stores every rating at once, re-ranks at the fifth, and keeps the collector’s place', async () => {
    const before = ids(await queue(ada.cookie));
    expect(before).toHaveLength(Math.min(QUEUE_SIZE, 235));
    for (let i = 0; i < 4; i += 1) {
      const res = await rate(ada.cookie, before[i]!, -1, before[i]);
      expect(res.json()).toEqual({ rating: -1, counter: i + 1, reranked: false, status: 1, queue: null });
      const now = await queue(ada.cookie);
      // Between batches the order does not move, and rated works stay where they were.
      expect(ids(now)).toEqual(before);
      expect(now.items[i]!.rating).toBe(-1);
    }
    const fifth = await rate(ada.cookie, before[4]!, -1, before[4]);
    expect(fifth.json()).toMatchObject({ rating: -1, counter: 0, reranked: true, status: 1 });
    const after = await queue(ada.cookie);
    // The answer carries the re-ranked queue, exactly as the gallery would read it next.
    expect(fifth.json().queue).toEqual(after);
    expect(after.counter).toBe(0);
    const next = ids(after);
    // The works already seen keep their positions; only what comes after is ordered again.
    expect(next.slice(0, 5)).toEqual(before.slice(0, 5));
    expect(next.slice(5)).not.toEqual(before.slice(5));

    // The new order is the engine's order for the profile fitted to the whole history.
    const { history, profile } = await profileFromDatabase(t.app, ada.id, features);
    const rated = new Set(history.map((entry) => entry.features.id));
    const expected = await availableFirst(rankWorks(profile, [...features.values()], new Set([...rated, ...before.slice(0, 5)])).map((r) => r.work.id));
    expect(next.slice(5)).toEqual(expected.slice(0, QUEUE_SIZE));
    const [record] = await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, ada.id));
    expect(record!.queueData).toEqual(next);
  });

  it('filters the queue by price, size and colour without changing its order', async () => {
    const all = ids(await queue(ada.cookie));
    const filtered = await queue(ada.cookie, '?minPrice=500&maxPrice=4000&minWidth=10&maxHeight=60&colours=14,7');
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.length).toBeLessThan(all.length);
    expect(filtered.total).toBe(all.length);
    for (const { work } of filtered.items) {
      const price = work.discountedPrice ?? work.price;
      expect(price).toBeGreaterThanOrEqual(500);
      expect(price).toBeLessThanOrEqual(4000);
      expect(work.width).toBeGreaterThanOrEqual(10);
      expect(work.height).toBeLessThanOrEqual(60);
      expect(works.get(work.id)!.colours.some((c) => c === 14 || c === 7)).toBe(true);
    }
    const positions = ids(filtered).map((id) => all.indexOf(id));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect((await get(t.app, '/api/taste/queue?colours=blue', ada.cookie)).statusCode).toBe(400);
    // A minimum above its maximum could match nothing: refused, naming the range.
    const reversed = await get(t.app, '/api/taste/queue?minPrice=4000&maxPrice=500&minHeight=30&maxHeight=20', ada.cookie);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ minPrice: TASTE_MESSAGES.priceRange, minHeight: TASTE_MESSAGES.heightRange });
    expect((await get(t.app, '/api/taste/queue?minWidth=10&maxWidth=10', ada.cookie)).statusCode).toBe(200);
  });

  it('ranks a collector who rated nothing by the crowd profile (a sale weighs ten likes)', async () => {
    await t.app.taste.crowdChanged();
    const newcomer = await signUpUser(t.app);
    const q = await queue(newcomer.cookie);
    expect(q.basis).toBe('crowd');
    const rows = await t.app.db.select().from(ratings).orderBy(ratings.createdAt, ratings.userId, ratings.artworkId);
    const everyone: RatedWork[] = rows
      .filter((row) => row.rating !== 0)
      .map((row) => ({ features: features.get(row.artworkId)!, rating: row.rating === 1 ? RATING.like : RATING.dislike }));
    const sold = (await t.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.sold, 1))).map((row) => features.get(row.id)!);
    expect(sold.length).toBeGreaterThan(0);
    const expected = await availableFirst(rankWorks(fitProfile([], fitCrowd(everyone, sold)), [...features.values()]).map((r) => r.work.id));
    expect(ids(q)).toEqual(expected.slice(0, QUEUE_SIZE));

    // /view-gallery is the same order for visitors.
    const crowd = sentCrowdGallerySchema.parse((await get(t.app, '/api/taste/crowd')).json());
    expect(crowd.items.map((item) => item.work.id)).toEqual(expected.slice(0, crowd.items.length));
    const cheap = sentCrowdGallerySchema.parse((await get(t.app, '/api/taste/crowd?maxPrice=800')).json());
    expect(cheap.items.every(({ work }) => (work.discountedPrice ?? work.price) <= 800)).toBe(true);
  });

  it('ranks from the in-memory index, rebuilt only when the catalogue changes', async () => {
    const builds = t.app.taste.stats.indexBuilds;
    const first = ids(await queue(ada.cookie))[10]!;
    // A change written behind the index's back is not seen: ranking reads no artwork rows.
    await t.app.db.update(artworks).set({ status: '0' }).where(eq(artworks.id, first));
    const refreshed = sentQueueSchema.parse((await send(t.app, 'POST', '/api/taste/queue/refresh', {}, ada.cookie)).json());
    expect(ids(refreshed)).toContain(first);
    await rate(ada.cookie, ids(refreshed)[6]!, 1);
    expect(t.app.taste.stats.indexBuilds).toBe(builds);
    // Told of the change, the index is rebuilt once, lazily, and the hidden work leaves the queue.
    t.app.taste.catalogueChanged();
    const rebuilt = sentQueueSchema.parse((await send(t.app, 'POST', '/api/taste/queue/refresh', {}, ada.cookie)).json());
    expect(ids(rebuilt)).not.toContain(first);
    await queue(ada.cookie);
    expect(t.app.taste.stats.indexBuilds).toBe(builds + 1);
    await t.app.db.update(artworks).set({ status: '1' }).where(eq(artworks.id, first));
    t.app.taste.catalogueChanged();
  });

  it('answers the queue from memory until what it shows changes: a rating, a hold', async () => {
    const first = await get(t.app, '/api/taste/queue', ada.cookie);
    expect((await get(t.app, '/api/taste/queue', ada.cookie)).body).toBe(first.body);
    const shown = sentQueueSchema.parse(first.json()).items.filter((item) => item.rating === null && item.work.sold === 0);
    const [rated, held] = [shown[0]!.work.id, shown[1]!.work.id];
    await rate(ada.cookie, rated, 1);
    expect((await queue(ada.cookie)).items.find((item) => item.work.id === rated)?.rating).toBe(1);
    // A correction on My Ratings, on the same path as every rating, is seen at once too.
    expect((await send(t.app, 'PUT', `/api/ratings/${rated}`, { rating: -1 }, ada.cookie)).statusCode).toBe(200);
    expect((await queue(ada.cookie)).items.find((item) => item.work.id === rated)?.rating).toBe(-1);
    expect((await send(t.app, 'DELETE', `/api/ratings/${rated}`, {}, ada.cookie)).statusCode).toBe(200);
    expect((await queue(ada.cookie)).items.find((item) => item.work.id === rated)?.rating).toBeNull();
    await rate(ada.cookie, rated, 1);
    await t.app.db.update(artworks).set({ sold: 2 }).where(eq(artworks.id, held));
    t.app.taste.catalogueChanged({ kind: 'availability', ids: [held] });
    try {
      expect((await queue(ada.cookie)).items.find((item) => item.work.id === held)?.work.sold).toBe(2);
    } finally {
      await t.app.db.update(artworks).set({ sold: 0 }).where(eq(artworks.id, held));
      t.app.taste.catalogueChanged({ kind: 'availability', ids: [held] });
    }
  });

  it('refreshes after the current work when asked to keep the place, and from the top otherwise', async () => {
    const current = ids(await queue(ada.cookie));
    const kept = sentQueueSchema.parse((await send(t.app, 'POST', '/api/taste/queue/refresh', { keepThrough: current[3] }, ada.cookie)).json());
    expect(ids(kept).slice(0, 4)).toEqual(current.slice(0, 4));
    const fresh = sentQueueSchema.parse((await send(t.app, 'POST', '/api/taste/queue/refresh', {}, ada.cookie)).json());
    expect(fresh.items.every((item) => item.rating === null)).toBe(true);
  });
});
