import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_SIZE, RECOMMENDATIONS_SIZE } from '@vernissage/core/constants';
import { sentCrowdGallerySchema, sentQueueSchema, recommendationsSchema } from '@vernissage/core/schemas';
import { RATING, fitCrowd, explainAffinity, rankWorks, fitProfile, reasonLine, workReason, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';
import { artworks, ratings } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { catalogueThroughApi, get, profileFromDatabase, takeQuiz } from '../../test/taste.ts';

/** Sold and held works keep their badges but never lead: what people browse opens on works for sale. */
describe('works for sale first', () => {
  let t: TestApp;
  let ada: TestUser;
  let admin: string;
  let features: Map<number, TasteFeatures>;
  let unavailable: Set<number>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ({ features } = await catalogueThroughApi(t.app));
    ada = await signUpUser(t.app);
    admin = (await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await takeQuiz(t.app, ada.cookie, (work) => features.get(work.id)!.colours.includes(14));
    unavailable = await notForSale();
  });
  afterAll(() => t.close());

  const notForSale = async () => new Set((await t.app.db.select({ id: artworks.id }).from(artworks).where(ne(artworks.sold, 0))).map((row) => row.id));
  /** The stable partition the product promises: each part keeps the engine's order. */
  const availableFirst = (ids: readonly number[]) => [...ids.filter((id) => !unavailable.has(id)), ...ids.filter((id) => unavailable.has(id))];
  const crowdOrder = async () => {
    // The server's crowd is rebuilt from the ratings as they stand now, as this reference is.
    await t.app.taste.crowdChanged();
    const rows = await t.app.db.select().from(ratings).orderBy(ratings.createdAt, ratings.userId, ratings.artworkId);
    const everyone: RatedWork[] = rows
      .filter((row) => row.rating !== 0)
      .map((row) => ({ features: features.get(row.artworkId)!, rating: row.rating === 1 ? RATING.like : RATING.dislike }));
    const sold = (await t.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.sold, 1))).map((row) => features.get(row.id)!);
    return rankWorks(fitProfile([], fitCrowd(everyone, sold)), [...features.values()]).map((r) => r.work.id);
  };

  it('opens /view-gallery on a work for sale, the crowd order kept within each part', async () => {
    const crowd = await crowdOrder();
    // The demo crowd loves its sold works (a sale counts ten likes): the engine's own order has them near the top.
    expect(crowd.slice(0, 10).filter((id) => unavailable.has(id)).length).toBeGreaterThan(2);
    const res = sentCrowdGallerySchema.parse((await get(t.app, '/api/taste/crowd')).json());
    const shown = res.items.map((item) => item.work.id);
    expect(shown).toEqual(availableFirst(crowd).slice(0, shown.length));
    expect(res.items[0]!.work.sold).toBe(0);
    // The page is cut before the sold and held works; a filter that leaves few works still shows them, last, with their state for the badge.
    const few = sentCrowdGallerySchema.parse((await get(t.app, '/api/taste/crowd?minPrice=3000')).json()).items;
    const firstUnavailable = few.findIndex((item) => item.work.sold !== 0);
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(few.slice(0, firstUnavailable).every((item) => item.work.sold === 0)).toBe(true);
    expect(few.slice(firstUnavailable).every((item) => item.work.sold !== 0)).toBe(true);
  });

  it('hangs the admin’s works-collectors-love-most gallery the same way', async () => {
    const queue = sentQueueSchema.parse((await get(t.app, '/api/taste/queue', admin)).json());
    expect(queue.basis).toBe('crowd');
    expect(queue.items.map((item) => item.work.id)).toEqual(availableFirst(await crowdOrder()).slice(0, QUEUE_SIZE));
    expect(queue.items[0]!.work.sold).toBe(0);
  });

  it('never recommends a sold or held work while works for sale remain', async () => {
    const before = recommendationsSchema.parse((await get(t.app, '/api/taste/recommendations', ada.cookie)).json());
    const [first, second] = before.items.map((item) => item.work.id);
    // The two works it liked best are sold and put on hold.
    await t.app.db.update(artworks).set({ sold: 1 }).where(eq(artworks.id, first!));
    await t.app.db.update(artworks).set({ sold: 2 }).where(eq(artworks.id, second!));
    t.app.taste.catalogueChanged();
    unavailable = await notForSale();
    try {
      const after = recommendationsSchema.parse((await get(t.app, '/api/taste/recommendations', ada.cookie)).json());
      const { history, profile } = await profileFromDatabase(t.app, ada.id, features);
      const rated = new Set(history.map((entry) => entry.features.id));
      const ranking = rankWorks(profile, [...features.values()], rated).map((r) => r.work.id);
      // The engine still ranks them among the first recommendations (a sale only adds to the crowd's liking).
      expect(ranking.slice(0, RECOMMENDATIONS_SIZE)).toEqual(expect.arrayContaining([first]));
      expect(after.items.map((item) => item.work.id)).toEqual(availableFirst(ranking).slice(0, RECOMMENDATIONS_SIZE));
      expect(after.items.every((item) => item.work.sold === 0)).toBe(true);
    } finally {
      await t.app.db.update(artworks).set({ sold: 0 }).where(eq(artworks.id, first!));
      await t.app.db.update(artworks).set({ sold: 0 }).where(eq(artworks.id, second!));
      t.app.taste.catalogueChanged();
      unavailable = await notForSale();
    }
  });

  it('gives each gallery work the reason AI Recommendations gives it', async () => {
    const queue = sentQueueSchema.parse((await get(t.app, '/api/taste/queue', ada.cookie)).json());
    const recs = recommendationsSchema.parse((await get(t.app, '/api/taste/recommendations', ada.cookie)).json());
    const { history, profile } = await profileFromDatabase(t.app, ada.id, features);
    const byId = new Map(queue.items.map((item) => [item.work.id, item.reason]));
    // Each reason is the liked work the gallery work is most like, or the line of its liked values.
    const cards = await t.app.taste.galleryWorks(history.map((entry) => entry.features.id));
    for (const item of queue.items) {
      const { likedWork } = workReason(profile, features.get(item.work.id)!, history);
      const line = reasonLine(explainAffinity(profile, features.get(item.work.id)!), history);
      expect(item.reason).toBe(likedWork === null ? line : `Because you liked “${cards.get(likedWork)!.title}”`);
      // The liked work the line names comes with its picture at the thumb size.
      const liked = likedWork === null ? null : cards.get(likedWork)!;
      expect(item.reasonWork).toEqual(liked && { id: liked.id, title: liked.title, picture: liked.image?.sizes.thumb ?? null });
    }
    expect(queue.items.some((item) => item.reasonWork?.picture)).toBe(true);
    const shared = recs.items.filter((item) => byId.has(item.work.id));
    expect(shared.length).toBeGreaterThan(0);
    const queueItems = new Map(queue.items.map((item) => [item.work.id, item]));
    for (const item of shared) {
      expect(byId.get(item.work.id)).toBe(item.reason);
      expect(queueItems.get(item.work.id)!.reasonWork).toEqual(item.reasonWork);
    }
    expect(queue.items.filter((item) => item.reason?.startsWith('You liked ')).length).toBeGreaterThan(0);
  });
});
