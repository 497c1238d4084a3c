import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASTE_MESSAGES, myRatingSchema, myRatingsSchema, proofSchema, sentQueueSchema, recommendationsSchema } from '@vernissage/core/schemas';
import { LIKENESS_WEIGHT, explainAffinity, profileToEntries, type TasteFeatures } from '@vernissage/core/taste';
import { tasteProfiles, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { catalogueThroughApi, get, profileFromDatabase, send, takeQuiz } from '../../test/taste.ts';

describe('My Ratings, Proof and recommendations', () => {
  let t: TestApp;
  let ada: TestUser;
  let grace: TestUser;
  let admin: string;
  let features: Map<number, TasteFeatures>;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ({ features } = await catalogueThroughApi(t.app));
    ada = await signUpUser(t.app);
    grace = await signUpUser(t.app);
    admin = (await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD)).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    await takeQuiz(t.app, ada.cookie, (work) => features.get(work.id)!.subjects.includes(31) || work.id % 2 === 0);
  });
  afterAll(() => t.close());

  const list = async (cookie: string) => myRatingsSchema.parse((await get(t.app, '/api/ratings', cookie)).json()).items;
  /** The stored profile must be exactly the fit of the history as the database holds it now. */
  const expectStoredProfileIsTheFold = async (person: TestUser) => {
    const entries = profileToEntries((await profileFromDatabase(t.app, person.id, features)).profile);
    const [record] = await t.app.db.select().from(tasteProfiles).where(eq(tasteProfiles.userId, person.id));
    expect({ colour: record!.colorProfile, content: record!.contentProfile, material: record!.materialProfile, formal: record!.formalProfile }).toEqual(entries);
  };

  it('lists every rated work with its rating, most recent first', async () => {
    const items = await list(ada.cookie);
    expect(items).toHaveLength(20);
    expect(items.every((item) => item.source === 'quiz' && (item.rating === 1 || item.rating === -1))).toBe(true);
    const times = items.map((item) => item.ratedAt);
    expect([...times].sort().reverse()).toEqual(times);
    await expectStoredProfileIsTheFold(ada);
  });

  it('switches a like to a dislike and back, folding the profile again each time', async () => {
    const [liked] = (await list(ada.cookie)).filter((item) => item.rating === 1);
    const url = `/api/ratings/${liked!.work.id}`;
    const switched = myRatingSchema.parse((await send(t.app, 'PUT', url, { rating: -1 }, ada.cookie)).json());
    expect(switched).toMatchObject({ rating: -1, ratedAt: liked!.ratedAt });
    await expectStoredProfileIsTheFold(ada);
    await send(t.app, 'PUT', url, { rating: 1 }, ada.cookie);
    await expectStoredProfileIsTheFold(ada);
  });

  it('re-ranks the queue after the collector’s place when a rating is switched', async () => {
    const queue = async () => sentQueueSchema.parse((await get(t.app, '/api/taste/queue', ada.cookie)).json()).items.map((item) => item.work.id);
    const before = await queue();
    // Rate the first two queue works, so the place is the third.
    for (const artworkId of before.slice(0, 2)) await send(t.app, 'POST', '/api/ratings', { artworkId, rating: 1 }, ada.cookie);
    const liked = (await list(ada.cookie)).filter((item) => item.rating === 1 && item.source === 'quiz');
    // Switch several quiz likes: a real change of taste.
    for (const item of liked.slice(0, 4)) await send(t.app, 'PUT', `/api/ratings/${item.work.id}`, { rating: -1 }, ada.cookie);
    const after = await queue();
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after.slice(2)).not.toEqual(before.slice(2));
    await expectStoredProfileIsTheFold(ada);
  });

  it('clears a rating: the work is unrated again and the profile folds without it', async () => {
    const [first] = await list(ada.cookie);
    const res = await send(t.app, 'DELETE', `/api/ratings/${first!.work.id}`, {}, ada.cookie);
    expect(res.json()).toEqual({ artworkId: first!.work.id, cleared: true });
    expect((await list(ada.cookie)).map((item) => item.work.id)).not.toContain(first!.work.id);
    await expectStoredProfileIsTheFold(ada);
    const again = await send(t.app, 'DELETE', `/api/ratings/${first!.work.id}`, {}, ada.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(TASTE_MESSAGES.notRated);
  });

  it('never touches another collector’s ratings', async () => {
    const [item] = await list(ada.cookie);
    const before = await list(ada.cookie);
    expect((await send(t.app, 'PUT', `/api/ratings/${item!.work.id}`, { rating: -item!.rating }, grace.cookie)).statusCode).toBe(404);
    expect((await send(t.app, 'DELETE', `/api/ratings/${item!.work.id}`, {}, grace.cookie)).statusCode).toBe(404);
    expect(await list(ada.cookie)).toEqual(before);
    expect(await list(grace.cookie)).toEqual([]);
  });

  it('folds ratings made as a visitor into the profile once they are stored', async () => {
    const ids = [...features.keys()].slice(0, 3);
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const res = await send(
      t.app,
      'POST',
      '/api/ratings/visitor',
      { ratings: ids.map((artworkId, i) => ({ artworkId, rating: i === 1 ? -1 : 1, ratedAt: at(10 - i) })) },
      grace.cookie,
    );
    expect(res.json()).toEqual({ stored: 3 });
    expect((await list(grace.cookie)).map((item) => [item.work.id, item.rating, item.source])).toEqual([
      [ids[2], 1, 'visitor'],
      [ids[1], -1, 'visitor'],
      [ids[0], 1, 'visitor'],
    ]);
    await expectStoredProfileIsTheFold(grace);
    // Her gallery is now ranked from her own ratings, without them.
    const queue = sentQueueSchema.parse((await get(t.app, '/api/taste/queue', grace.cookie)).json());
    expect(queue.basis).toBe('taste');
    expect(queue.items.some((item) => ids.includes(item.work.id))).toBe(false);
  });

  it('shows Proof to admins only, term by term', async () => {
    const id = [...features.keys()][5]!;
    expect((await get(t.app, `/api/taste/proof/${id}`, ada.cookie)).statusCode).toBe(403);
    expect((await get(t.app, `/api/taste/proof/${id}`)).statusCode).toBe(401);
    const res = await get(t.app, `/api/taste/proof/${id}`, admin);
    expect(res.statusCode).toBe(200);
    const proof = proofSchema.parse(res.json());
    // The admin has rated nothing: the crowd profile ranks their gallery.
    expect(proof.basis).toBe('crowd');
    const { terms } = proof;
    const prediction = Math.min(1, Math.max(0, terms.base + terms.colour + terms.content + terms.material + terms.formal));
    expect(proof.affinity).toBeCloseTo(Math.min(1, Math.max(0, prediction + terms.crowd)), 12);
    // With no ratings of their own every weight is the crowd's.
    expect(proof.ratings).toBe(0);
    expect(proof.colour.every((entry) => entry.crowdShare === 1 && entry.weight === entry.crowdWeight)).toBe(true);
    expect(proof.colour.map((entry) => Number(entry.id))).toEqual([...new Set(features.get(id)!.colours)]);
    expect(proof.formal.length).toBe(Object.keys(features.get(id)!.formal).length);
    expect((await get(t.app, '/api/taste/proof/999999', admin)).statusCode).toBe(404);
  });

  it('recommends unrated works best first, each with a reason, and sums up the taste', async () => {
    const res = await get(t.app, '/api/taste/recommendations', ada.cookie);
    const recs = recommendationsSchema.parse(res.json());
    expect(recs.basis).toBe('taste');
    expect(recs.items).toHaveLength(12);
    const rated = new Set((await list(ada.cookie)).map((item) => item.work.id));
    expect(recs.items.some((item) => rated.has(item.work.id))).toBe(false);
    const scores = recs.items.map((item) => item.affinity);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const { profile } = await profileFromDatabase(t.app, ada.id, features);
    expect(recs.items[0]!.affinity).toBe(explainAffinity(profile, features.get(recs.items[0]!.work.id)!).affinity);
    expect(recs.items.filter((item) => item.reason?.startsWith('You liked ')).length).toBeGreaterThan(0);
    expect(recs.colours.length).toBeGreaterThan(0);
    expect(recs.colours.every((colour) => colour.preference > 0.5 && colour.hex?.startsWith('#'))).toBe(true);
    expect(recs.formal).toHaveLength(14);
    expect(recs.liked).toBeGreaterThan(0);
  });

  it('Proof names the nearest liked and disliked works behind the likeness term', async () => {
    const asked = await takeQuiz(t.app, admin, (work) => work.id % 3 === 0);
    const titles = new Map(asked.map((work) => [work.id, work.title]));
    const askedIds = new Set(asked.map((work) => work.id));
    const id = [...features.keys()].find((key) => !askedIds.has(key))!;
    const proof = proofSchema.parse((await get(t.app, `/api/taste/proof/${id}`, admin)).json());
    expect(proof.basis).toBe('taste');
    const [me] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, t.env.ADMIN_EMAIL));
    const explained = explainAffinity((await profileFromDatabase(t.app, me!.id, features)).profile, features.get(id)!);
    const { likeness } = explained;
    expect(proof.likeness.value).toBe(likeness.value);
    expect(proof.terms.likeness).toBeCloseTo(LIKENESS_WEIGHT * likeness.value, 15);
    expect(proof.affinity).toBe(explained.affinity);
    expect(proof.likeness.nearestLiked?.id).toBe(likeness.liked?.id);
    expect(proof.likeness.nearestDisliked?.id).toBe(likeness.disliked?.id);
    // Named by their titles: the works the admin answered in the quiz.
    const liked = proof.likeness.nearestLiked ?? proof.likeness.nearestDisliked;
    expect(liked).not.toBeNull();
    expect(liked!.title).toBe(titles.get(liked!.id));
    expect(proof.likeness.head).toBe(300);
  });
});
