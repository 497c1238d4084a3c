import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkDetailSchema, sentCrowdGallerySchema } from '@vernissage/core/schemas';
import { artworks } from '../db/schema/index.ts';
import { signUpUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { CONTACT } from '../test/orders.ts';
import pg from 'pg';
import { CHANGE_CHANNEL, CHANGE_FEED_APPLICATION, changePayloads, MAX_PAYLOAD_BYTES, parseChange, postgresChangeFeed } from './change-feed.ts';
import { within } from '../test/within.ts';

describe('change feed payloads', () => {
  const origin = '2f1c7a52-8a7e-4a55-9a3b-0d3c4f5e6a7b';

  it('carries the ids of the works whose sold state changed, and reads them back', () => {
    const [payload, ...rest] = changePayloads(origin, new Set(['availability']), new Set([12, 7]));
    expect(rest).toEqual([]);
    expect(parseChange(payload!, 'another process')).toEqual({ kind: 'availability', ids: [12, 7] });
    // A process ignores its own notice.
    expect(parseChange(payload!, origin)).toBeNull();
  });

  it('says everything changed when the ids would not fit in one notice, or a content change came in the same turn', () => {
    const many = new Set(Array.from({ length: 2_000 }, (_, i) => 100_000 + i));
    const payloads = changePayloads(origin, new Set(['availability']), many);
    expect(payloads).toEqual([`${origin}:catalogue`]);
    expect(Buffer.byteLength(`${origin}:availability:${[...many].join(',')}`)).toBeGreaterThan(MAX_PAYLOAD_BYTES);
    expect(changePayloads(origin, new Set(['availability', 'catalogue', 'crowd']), new Set([1]))).toEqual([`${origin}:catalogue`, `${origin}:crowd`]);
  });

  it('tells that the crowd is due again after new ratings, apart from a dropped crowd', () => {
    const payloads = changePayloads(origin, new Set(['ratings', 'crowd']), new Set());
    expect(payloads).toEqual([`${origin}:crowd`, `${origin}:ratings`]);
    expect(payloads.map((payload) => parseChange(payload, 'here'))).toEqual([{ kind: 'crowd' }, { kind: 'ratings' }]);
  });

  it('counts a notice whose ids it cannot read as everything changed, and ignores an unknown kind', () => {
    expect(parseChange(`${origin}:availability:1,x`, 'here')).toEqual({ kind: 'catalogue' });
    expect(parseChange(`${origin}:availability:`, 'here')).toEqual({ kind: 'catalogue' });
    expect(parseChange(`${origin}:weather`, 'here')).toBeNull();
  });
});

/**
 * Two server processes on one PostgreSQL (two apps on one database stand for them): a write
 * through one reaches what the other holds in memory within a second, also after the feed's
 * connection was cut. The embedded database runs one process and has no feed to test.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('change feed: every process hears the catalogue change another made', () => {
  let one: TestApp;
  let two: TestApp;
  let workId: number;

  beforeAll(async () => {
    one = await createTestApp({ demo: true });
    two = await createTestApp({ env: { DATABASE_URL: one.env.DATABASE_URL, DEMO_CATALOGUE: 'false' } });
    const [work] = await one.app.db.select({ id: artworks.id }).from(artworks).where(eq(artworks.status, '1')).limit(1);
    workId = work!.id;
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const detailStatus = async (app: TestApp) => (await app.app.inject({ method: 'GET', url: `/api/artworks/${workId}` })).statusCode;

  it('a work hidden through one process is gone from the other’s cached answers within a second', async () => {
    expect(await detailStatus(two)).toBe(200);
    const before = two.app.taste.version;
    await one.app.db.update(artworks).set({ status: '0' }).where(eq(artworks.id, workId));
    one.app.taste.catalogueChanged();
    expect(await within(1_000, () => two.app.taste.version > before)).toBe(true);
    expect(await detailStatus(two)).toBe(404);
    // Listed again, the other way round.
    const heard = one.app.taste.version;
    await two.app.db.update(artworks).set({ status: '1' }).where(eq(artworks.id, workId));
    two.app.taste.catalogueChanged();
    expect(await within(1_000, () => one.app.taste.version > heard)).toBe(true);
    expect(await detailStatus(one)).toBe(200);
  });

  it('the crowd dropped through one process (an account and its ratings deleted) is folded again by the other', async () => {
    await two.app.taste.crowd();
    await two.app.taste.crowd();
    const builds = two.app.taste.stats.crowdBuilds;
    const version = two.app.taste.version;
    one.app.taste.crowdChanged();
    expect(
      await within(1_000, async () => {
        await two.app.taste.crowd();
        return two.app.taste.stats.crowdBuilds > builds;
      }),
    ).toBe(true);
    // The catalogue was not touched: its caches stay.
    expect(two.app.taste.version).toBe(version);
  });

  it('an order placed through one process shows its work held in the other’s answers, neither building its index again', async () => {
    const crowd = async (app: TestApp) => sentCrowdGallerySchema.parse((await app.app.inject({ method: 'GET', url: '/api/taste/crowd' })).json()).items.map((item) => item.work);
    const sold = async (app: TestApp, id: number) => artworkDetailSchema.parse((await app.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json()).sold;
    const work = (await crowd(two)).find((item) => item.sold === 0 && item.id !== workId)!;
    // Both processes have built their index and cached the work's page.
    await crowd(one);
    expect(await sold(one, work.id)).toBe(0);
    expect(await sold(two, work.id)).toBe(0);
    const builds = [one.app.taste.stats.indexBuilds, two.app.taste.stats.indexBuilds];
    const versions = [one.app.taste.version, two.app.taste.version];

    const buyer = await signUpUser(one.app);
    await one.app.inject({ method: 'POST', url: '/api/cart/items', payload: { artworkId: work.id }, headers: { cookie: buyer.cookie } });
    expect((await one.app.inject({ method: 'POST', url: '/api/orders', payload: CONTACT, headers: { cookie: buyer.cookie } })).statusCode).toBe(201);

    expect(await within(1_000, async () => (await sold(two, work.id)) === 2)).toBe(true);
    const gallery = await crowd(two);
    expect(gallery.filter((item) => item.sold === 0).map((item) => item.id)).not.toContain(work.id);
    expect(gallery.find((item) => item.id === work.id)?.sold ?? 2).toBe(2);
    expect((await two.app.taste.snapshot()).unavailable.has(work.id)).toBe(true);
    expect(await sold(one, work.id)).toBe(2);
    expect([one.app.taste.stats.indexBuilds, two.app.taste.stats.indexBuilds]).toEqual(builds);
    expect([one.app.taste.version, two.app.taste.version]).toEqual(versions);
  });

  it('an announcement resolves once its notice is out: a listener has it before its next answer', async () => {
    // PostgreSQL hands a listener its notices before the answer to its next query, so what was
    // announced before `await announce()` returned is heard first: a write that awaits it before
    // answering is seen by the very next read on every process.
    const listener = new pg.Client({ connectionString: one.env.DATABASE_URL });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
    const feed = await postgresChangeFeed(one.env.DATABASE_URL!, one.app.log);
    try {
      const told = [feed.announce({ kind: 'availability', ids: [41] }), feed.announce({ kind: 'availability', ids: [42] })];
      // One turn's announcements share one notice, and each resolves when it is out.
      expect(told[0]).toBe(told[1]);
      await Promise.all(told);
      await listener.query('select 1');
      expect(heard).toEqual([`${feed.origin}:availability:41,42`]);
      await feed.announce({ kind: 'content' });
      await listener.query('select 1');
      expect(heard.at(-1)).toBe(`${feed.origin}:content`);
    } finally {
      await feed.close();
      await listener.end();
    }
  });

  it('a process does not count its own announcement twice', async () => {
    const before = one.app.taste.version;
    one.app.taste.catalogueChanged();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(one.app.taste.version).toBe(before + 1);
  });

  it('a process whose feed connection was cut listens again, drops what it built meanwhile, and hears the next change', async () => {
    const before = two.app.taste.version;
    await one.app.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION}`);
    // Back within the reconnect wait, and counting everything as changed.
    expect(await within(5_000, () => two.app.taste.version > before)).toBe(true);
    const after = two.app.taste.version;
    expect(
      await within(5_000, () => {
        one.app.taste.catalogueChanged();
        return within(300, () => two.app.taste.version > after);
      }),
    ).toBe(true);
  });
});
