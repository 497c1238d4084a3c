import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseResultSchema, sentQueueSchema, type BrowseResult } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { catalogueThroughApi, get, takeQuiz } from '../../test/taste.ts';

/** All Artworks sorted For you, on the demo catalogue, for a collector who took the taste test. */
describe('GET /api/artworks/browse?sort=for-you', () => {
  let t: TestApp;
  let ada: TestUser;
  let features: Awaited<ReturnType<typeof catalogueThroughApi>>['features'];
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ({ features } = await catalogueThroughApi(t.app));
    ada = await signUpUser(t.app);
    // Likes the blue works of the quiz, dislikes the rest.
    await takeQuiz(t.app, ada.cookie, (work) => features.get(work.id)!.colours.includes(14));
  });
  afterAll(() => t.close());

  const browse = async (query: string, cookie?: string): Promise<BrowseResult> => {
    const res = await get(t.app, `/api/artworks/browse?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return browseResultSchema.parse(res.json());
  };
  const ids = (page: BrowseResult) => page.items.map((work) => work.id);
  const queueIds = async () => sentQueueSchema.parse((await get(t.app, '/api/taste/queue', ada.cookie)).json()).items.map((item) => item.work.id);

  it('begins with the collector’s queue, in its order', async () => {
    const queue = await queueIds();
    // Sold and held works included, as the queue shows them too.
    const page = await browse('sort=for-you&available=false&limit=12', ada.cookie);
    expect(ids(page)).toEqual(queue.slice(0, 12));
    expect(page.total).toBe((await browse('available=false&limit=1')).total);
  });

  it('keeps that order under a filter, and pages through every match once', async () => {
    const queue = await queueIds();
    const query = 'sort=for-you&colours=14&limit=7';
    let page = await browse(query, ada.cookie);
    const seen = ids(page);
    while (page.nextCursor) {
      page = await browse(`${query}&cursor=${page.nextCursor}`, ada.cookie);
      seen.push(...ids(page));
    }
    const works = await browse('colours=14&limit=60');
    expect(seen).toHaveLength(works.total);
    expect(new Set(seen)).toEqual(new Set(ids(works)));
    const matches = new Set(seen);
    const blueQueue = queue.filter((id) => matches.has(id));
    expect(blueQueue.length).toBeGreaterThan(0);
    expect(seen.slice(0, blueQueue.length)).toEqual(blueQueue);
  });

  it('is the Popular order for a visitor and for a collector who has not taken the test', async () => {
    const popular = ids(await browse('sort=popular&limit=10'));
    expect(ids(await browse('sort=for-you&limit=10'))).toEqual(popular);
    const newcomer = await signUpUser(t.app);
    expect(ids(await browse('sort=for-you&limit=10', newcomer.cookie))).toEqual(popular);
  });

  it('refuses a For-you cursor that was tampered with', async () => {
    const bad = Buffer.from(JSON.stringify({ sort: 'for-you', position: -4 })).toString('base64url');
    const res = await get(t.app, `/api/artworks/browse?sort=for-you&cursor=${bad}`, ada.cookie);
    expect(res.statusCode).toBe(400);
  });
});
