import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  cartSchema,
  EARLY_ACCESS_IMAGES_MAX,
  EARLY_ACCESS_MESSAGES as M,
  earlyAccessArtistOptionsSchema,
  earlyAccessContentSchema,
  earlyAccessEditSchema,
  earlyAccessPageSchema,
  earlyAccessSavedSchema,
  earlyAccessStatusSchema,
  earlyAccessWorkOptionsSchema,
  salesSchema,
  NUL_MESSAGE,
} from '@vernissage/core/schemas';
import { discountedPrice } from '@vernissage/core/text';
import { artworks, earlyAccess, users } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectRetryAfter } from '../../test/limits.ts';
import { CONTACT } from '../../test/orders.ts';
import { multipartFile } from '../../test/upload.ts';
import { PASS_COOKIE } from './pass.ts';
import { PASSCODE_TRIES_PER_WINDOW, PASSCODE_WINDOW_MS } from './routes.ts';

/**
 * Early access: Manage Early Access' rules and messages (spec/02 §5, §8), the passcode kept as a
 * hash and checked by the server, the page served only after it, guesses limited per address,
 * and the early price holding in the cart only while the server can verify it.
 */
describe('early access', () => {
  let t: TestApp;
  let admin: string;
  let collector: TestUser;
  const w: Record<string, number> = {};
  const ADA = 'artist-ea-ada';
  const BEN = 'merchant-ea-ben';
  const CY = 'artist-ea-cy';
  const PASSCODE = 'spring preview 2026';

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    await t.app.db.insert(users).values([
      { id: ADA, name: 'Ada Painter', email: 'ada-ea@example.com', role: 'artist', bio: 'Paints lakes.', educationHistory: 'Art school', exhibitionHistory: 'Chicago 2025' },
      { id: BEN, name: 'Ben Dealer', email: 'ben-ea@example.com', role: 'merchant' },
      { id: CY, name: 'Cy Drafts', email: 'cy-ea@example.com', role: 'artist' },
    ]);
    const works = [
      { key: 'lake', userId: ADA, workTitle: 'Lake at Dusk', price: 1000 },
      { key: 'hill', userId: ADA, workTitle: 'Hill Study', price: 2500, sold: 1 as const },
      { key: 'hidden', userId: ADA, workTitle: 'Hidden Lake', price: 100, status: '0' as const },
      { key: 'port', userId: BEN, workTitle: 'Port', price: 800 },
      { key: 'draft', userId: CY, workTitle: 'Draft', price: 300, status: 'draft' as const },
    ];
    for (const { key, ...values } of works) {
      const [row] = await t.app.db
        .insert(artworks)
        .values({ width: 20, height: 30, ...values })
        .returning({ id: artworks.id });
      w[key] = row!.id;
    }
    admin = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
    collector = await signUpUser(t.app);
  });
  afterAll(() => t.close());

  type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie?: string, remoteAddress?: string) =>
    t.app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}), headers: cookie ? { cookie } : {}, ...(remoteAddress ? { remoteAddress } : {}) });
  const expectError = (res: Res, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return apiErrorSchema.parse(res.json()).error;
  };
  const passCookie = (res: Res) => {
    const cookie = res.cookies.find((c) => c.name === PASS_COOKIE);
    expect(cookie, 'the pass cookie').toBeDefined();
    return `${cookie!.name}=${cookie!.value}`;
  };
  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Spring preview',
    description: '<p>New <strong>works</strong> before anyone else.</p>',
    earlyDate: '2026-04-01',
    artistIds: [ADA, BEN],
    artworkIds: [w.lake, w.hill, w.port],
    discount: 20,
    status: '1',
    passcode: PASSCODE,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/early-access', form(overrides), admin);
    expect(res.statusCode, res.body).toBe(201);
    return earlyAccessSavedSchema.parse(res.json());
  };
  const removeAll = async () => {
    await t.app.db.delete(earlyAccess);
  };

  it('offers artists and merchants with listed works, and the listed works of the chosen artists', async () => {
    const artists = earlyAccessArtistOptionsSchema.parse((await call('GET', '/api/admin/early-access/artists', undefined, admin)).json()).items;
    expect(artists.filter((a) => [ADA, BEN, CY].includes(a.id))).toEqual([
      { id: ADA, name: 'Ada Painter', role: 'artist', workCount: 2 },
      { id: BEN, name: 'Ben Dealer', role: 'merchant', workCount: 1 },
    ]);
    const works = earlyAccessWorkOptionsSchema.parse((await call('GET', `/api/admin/early-access/works?artistIds=${ADA},${CY}`, undefined, admin)).json()).items;
    expect(works.map((work) => work.id)).toEqual([w.hill, w.lake]);
    expect(earlyAccessWorkOptionsSchema.parse((await call('GET', '/api/admin/early-access/works', undefined, admin)).json()).items).toEqual([]);
  });

  it('creates, lists, opens for edit without the passcode, and stores only a hash of it', async () => {
    await removeAll();
    const saved = await create({ description: '<p onclick="x()">Hello<script>alert(1)</script></p>' });
    expect(saved.message).toBe(M.created);
    expect(saved.item).toMatchObject({ title: 'Spring preview', earlyDate: '2026-04-01', discount: 20, status: '1', artistIds: expect.arrayContaining([ADA, BEN]) });
    expect(saved.item.artworkIds.sort()).toEqual([w.lake, w.hill, w.port].sort());
    expect(saved.item.description).toBe('<p>Hello</p>');
    expect(JSON.stringify(saved)).not.toContain(PASSCODE);

    const [row] = await t.app.db.select().from(earlyAccess).where(eq(earlyAccess.id, saved.item.id));
    expect(row!.passcodeHash).not.toContain(PASSCODE);
    expect(row!.passcodeHash).toMatch(/^\$argon2id\$/);

    const list = earlyAccessPageSchema.parse((await call('GET', '/api/admin/early-access', undefined, admin)).json());
    expect(list.items[0]).toEqual({ id: saved.item.id, title: 'Spring preview', earlyDate: '2026-04-01', status: '1', discount: 20, artistCount: 2, workCount: 3 });
    const edit = await call('GET', `/api/admin/early-access/${saved.item.id}`, undefined, admin);
    expect(earlyAccessEditSchema.parse(edit.json()).id).toBe(saved.item.id);
    expect(edit.body).not.toContain('passcode');
  });

  it('refuses every form rule with the spec’s message and keeps nothing', async () => {
    await removeAll();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '  ' }, 'title', M.titleRequired],
      [{ title: undefined }, 'title', M.titleRequired],
      [{ description: '<p> &nbsp; </p>' }, 'description', M.descriptionRequired],
      [{ description: undefined }, 'description', M.descriptionRequired],
      [{ artistIds: [] }, 'artistIds', M.artistsRequired],
      [{ artworkIds: [] }, 'artworkIds', M.artworksRequired],
      [{ discount: undefined }, 'discount', M.discountRequired],
      [{ discount: -1 }, 'discount', M.discountNegative],
      [{ discount: 101 }, 'discount', M.discountTooHigh],
      [{ discount: 12.5 }, 'discount', M.discountWhole],
      [{ status: undefined }, 'status', M.statusRequired],
      [{ status: '2' }, 'status', M.statusRequired],
      [{ passcode: '' }, 'passcode', M.passcodeRequired],
      [{ passcode: undefined }, 'passcode', M.passcodeRequired],
      [{ earlyDate: '2026-02-30' }, 'earlyDate', M.dateInvalid],
      [{ title: 'a\u0000b' }, 'title', NUL_MESSAGE],
      [{ title: 'a\u0007b' }, 'title', M.noControl],
      [{ title: 'x'.repeat(201) }, 'title', M.titleTooLong],
    ];
    for (const [overrides, field, message] of cases) {
      const error = expectError(await call('POST', '/api/admin/early-access', form(overrides), admin), 400);
      expect(error.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    // Works of artists not chosen, hidden works, drafts and sellers without listed works are refused.
    expect(expectError(await call('POST', '/api/admin/early-access', form({ artistIds: [ADA], artworkIds: [w.lake, w.port] }), admin), 400).fields?.artworkIds).toBe(M.artworksNotOfArtists);
    expect(expectError(await call('POST', '/api/admin/early-access', form({ artworkIds: [w.hidden] }), admin), 400).message).toBe(M.artworksNotOfArtists);
    expect(expectError(await call('POST', '/api/admin/early-access', form({ artistIds: [ADA, CY] }), admin), 400).fields?.artistIds).toBe(M.artistsUnknown);
    expect(expectError(await call('POST', '/api/admin/early-access', form({ artworkIds: [999_999] }), admin), 400).reason).toBe('early_access_choice_invalid');
    // The date is optional.
    expect((await create({ earlyDate: null })).item.earlyDate).toBeNull();
    expect(earlyAccessPageSchema.parse((await call('GET', '/api/admin/early-access', undefined, admin)).json()).total).toBe(1);
  });

  it('edits with the passcode unchanged unless a new one is typed, deletes, and answers 404 for ids naming none', async () => {
    await removeAll();
    const { item } = await create();
    const verify = (passcode: string) => call('POST', '/api/early-access/verify', { passcode }, undefined, '10.0.0.2');

    const kept = await call('PUT', `/api/admin/early-access/${item.id}`, form({ passcode: '', title: 'Renamed', artistIds: [BEN], artworkIds: [w.port], discount: 35 }), admin);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(earlyAccessSavedSchema.parse(kept.json())).toMatchObject({ message: M.updated, item: { title: 'Renamed', artistIds: [BEN], artworkIds: [w.port], discount: 35 } });
    expect((await verify(PASSCODE)).statusCode).toBe(200);

    const changed = await call('PUT', `/api/admin/early-access/${item.id}`, form({ passcode: 'a new one' }), admin);
    expect(changed.statusCode).toBe(200);
    expect((await verify(PASSCODE)).statusCode).toBe(400);
    expect((await verify('a new one')).statusCode).toBe(200);

    expect(expectError(await call('PUT', `/api/admin/early-access/${item.id}`, form({ discount: 150 }), admin), 400).fields?.discount).toBe(M.discountTooHigh);
    expect(expectError(await call('PUT', '/api/admin/early-access/999999', form(), admin), 404).reason).toBe('early_access_not_found');
    expect(expectError(await call('GET', '/api/admin/early-access/0', undefined, admin), 400).message).toBe(M.badId);
    expect(expectError(await call('GET', '/api/admin/early-access/99999999999', undefined, admin), 400).message).toBe(M.badId);

    const deleted = await call('DELETE', `/api/admin/early-access/${item.id}`, undefined, admin);
    expect(deleted.json()).toEqual({ message: M.deleted });
    expect(expectError(await call('DELETE', `/api/admin/early-access/${item.id}`, undefined, admin), 404).message).toBe(M.notFound);
  });

  it('adds pictures (decoded, at most the limit, even at once), removes and orders them on edit, and shows them on the page', async () => {
    await removeAll();
    const { item } = await create();
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2b4c7e' } }).png().toBuffer();
    const upload = (id: number, data: Buffer, cookie: string | null = admin) => {
      const body = multipartFile('image', 'preview.png', 'image/png', data);
      return t.app.inject({ method: 'POST', url: `/api/admin/early-access/${id}/images`, headers: { ...(cookie ? { cookie } : {}), ...body.headers }, payload: body.payload });
    };
    const first = await upload(item.id, png);
    expect(first.statusCode, first.body).toBe(201);
    const saved = earlyAccessSavedSchema.parse(first.json());
    expect(saved.message).toBe(M.imageAdded);
    expect(saved.item.images).toHaveLength(1);
    expect(saved.item.images[0]!.sizes.card.webp).toMatch(/\.webp$/);

    // Not a picture, no file, another caller, an early access that is not there.
    expect(expectError(await upload(item.id, Buffer.from('<svg onload="x()"></svg>')), 400).fields?.image).toMatch(/JPEG, PNG or WebP/);
    expect(expectError(await t.app.inject({ method: 'POST', url: `/api/admin/early-access/${item.id}/images`, headers: { cookie: admin, 'content-type': 'application/json' }, payload: {} }), 400).fields?.image).toBeDefined();
    expect((await upload(item.id, png, collector.cookie)).statusCode).toBe(403);
    expect((await upload(item.id, png, null)).statusCode).toBe(401);
    expect(expectError(await upload(999_999, png), 404).reason).toBe('early_access_not_found');

    // Up to the limit, even when the last ones arrive together; none past it.
    const rest = await Promise.all(Array.from({ length: EARLY_ACCESS_IMAGES_MAX }, () => upload(item.id, png)));
    expect(rest.filter((res) => res.statusCode === 201)).toHaveLength(EARLY_ACCESS_IMAGES_MAX - 1);
    expect(rest.filter((res) => res.statusCode === 409).map((res) => apiErrorSchema.parse(res.json()).error.message)).toEqual([M.imagesTooMany]);
    const full = earlyAccessEditSchema.parse((await call('GET', `/api/admin/early-access/${item.id}`, undefined, admin)).json());
    expect(full.images).toHaveLength(EARLY_ACCESS_IMAGES_MAX);

    // Edit keeps the ones named, in that order; an address that is not one of them is refused and changes nothing.
    const urls = full.images.map((image) => image.url);
    expect(expectError(await call('PUT', `/api/admin/early-access/${item.id}`, form({ passcode: '', keepImages: [urls[0], 'https://elsewhere.example/x.webp'] }), admin), 400).reason).toBe('early_access_image_unknown');
    expect(earlyAccessEditSchema.parse((await call('GET', `/api/admin/early-access/${item.id}`, undefined, admin)).json()).images).toHaveLength(EARLY_ACCESS_IMAGES_MAX);
    const kept = await call('PUT', `/api/admin/early-access/${item.id}`, form({ passcode: '', keepImages: [urls[2], urls[0]] }), admin);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(earlyAccessSavedSchema.parse(kept.json()).item.images.map((image) => image.url)).toEqual([urls[2], urls[0]]);
    // Without keepImages an edit leaves them as they are.
    const untouched = await call('PUT', `/api/admin/early-access/${item.id}`, form({ passcode: '', title: 'Spring preview, again' }), admin);
    expect(earlyAccessSavedSchema.parse(untouched.json()).item.images.map((image) => image.url)).toEqual([urls[2], urls[0]]);

    const pass = passCookie(await call('POST', '/api/early-access/verify', { passcode: PASSCODE }, undefined, '10.0.0.41'));
    const content = earlyAccessContentSchema.parse((await call('GET', '/api/early-access/content', undefined, pass)).json());
    expect(content.images.map((image) => image.url)).toEqual([urls[2], urls[0]]);
  });

  it('shows the page only after the passcode, with early prices; nothing when none is active', async () => {
    await removeAll();
    const visitorIp = '10.0.0.3';
    const none = earlyAccessStatusSchema.parse((await call('GET', '/api/early-access')).json());
    expect(none).toEqual({ active: false, title: null, verified: false });
    expect(expectError(await call('GET', '/api/early-access/content'), 404).reason).toBe('early_access_not_found');

    const { item } = await create();
    expect(earlyAccessStatusSchema.parse((await call('GET', '/api/early-access')).json())).toEqual({ active: true, title: 'Spring preview', verified: false });
    expect(expectError(await call('GET', '/api/early-access/content'), 403)).toMatchObject({ message: M.locked, reason: 'early_access_locked' });
    expect(expectError(await call('GET', '/api/early-access/content', undefined, collector.cookie), 403).reason).toBe('early_access_locked');

    const wrong = expectError(await call('POST', '/api/early-access/verify', { passcode: 'nope' }, undefined, visitorIp), 400);
    expect(wrong).toMatchObject({ message: M.passcodeInvalid, reason: 'passcode_invalid' });
    expect(expectError(await call('POST', '/api/early-access/verify', { passcode: '' }, undefined, visitorIp), 400).message).toBe(M.passcodeInvalid);

    const right = await call('POST', '/api/early-access/verify', { passcode: PASSCODE }, undefined, visitorIp);
    expect(right.json()).toEqual({ message: M.passcodeVerified });
    const pass = passCookie(right);
    expect(String(right.headers['set-cookie'])).toMatch(/HttpOnly/);
    // Secure only where the product is served over https (servedOverHttps); this one is plain http.
    expect(String(right.headers['set-cookie'])).not.toMatch(/Secure/);
    // Sent with every API call (the cart checks it when an early price is claimed) and with the page's own request.
    expect(String(right.headers['set-cookie'])).toMatch(/Path=\/;/);
    expect(earlyAccessStatusSchema.parse((await call('GET', '/api/early-access', undefined, pass)).json()).verified).toBe(true);

    const content = earlyAccessContentSchema.parse((await call('GET', '/api/early-access/content', undefined, pass)).json());
    expect(content).toMatchObject({ id: item.id, title: 'Spring preview', earlyDate: '2026-04-01', discount: 20 });
    expect(content.artists.map((a) => a.name)).toEqual(['Ada Painter', 'Ben Dealer']);
    expect(content.artists[0]).toMatchObject({ bio: 'Paints lakes.', educationHistory: 'Art school', exhibitionHistory: 'Chicago 2025' });
    expect(content.works.map((work) => [work.title, work.price, work.earlyPrice, work.sold])).toEqual([
      ['Lake at Dusk', 1000, 800, 0],
      ['Hill Study', 2500, 2000, 1],
      ['Port', 800, 640, 0],
    ]);
    // A forged or tampered proof does not open it; nor does the proof once the passcode changes.
    expect((await call('GET', '/api/early-access/content', undefined, `${PASS_COOKIE}=${item.id}.99999999999999.${'A'.repeat(43)}`)).statusCode).toBe(403);
    await call('PUT', `/api/admin/early-access/${item.id}`, form({ passcode: 'rotated' }), admin);
    expect((await call('GET', '/api/early-access/content', undefined, pass)).statusCode).toBe(403);

    // Switched off: the page has nothing, even for a browser that had the passcode.
    const again = passCookie(await call('POST', '/api/early-access/verify', { passcode: 'rotated' }, undefined, visitorIp));
    await call('PUT', `/api/admin/early-access/${item.id}`, form({ status: '0' }), admin);
    expect(earlyAccessStatusSchema.parse((await call('GET', '/api/early-access', undefined, again)).json())).toEqual({ active: false, title: null, verified: false });
    expect((await call('GET', '/api/early-access/content', undefined, again)).statusCode).toBe(404);
    expect(expectError(await call('POST', '/api/early-access/verify', { passcode: 'rotated' }, undefined, visitorIp), 404).message).toBe(M.noneActive);
  });

  it('limits passcode guesses per address with 429 and a clear message', async () => {
    await removeAll();
    await create();
    const ip = '10.0.0.99';
    const openedAt = Date.now();
    for (let i = 0; i < PASSCODE_TRIES_PER_WINDOW; i += 1) expect((await call('POST', '/api/early-access/verify', { passcode: `guess ${i}` }, undefined, ip)).statusCode).toBe(400);
    const refused = await call('POST', '/api/early-access/verify', { passcode: PASSCODE }, undefined, ip);
    expect(expectError(refused, 429)).toMatchObject({ message: M.tooManyTries, reason: 'rate_limited' });
    expectRetryAfter(refused, PASSCODE_WINDOW_MS, openedAt);
    // Another address is not affected.
    expect((await call('POST', '/api/early-access/verify', { passcode: PASSCODE }, undefined, '10.0.0.100')).statusCode).toBe(200);
  });

  it('keeps the early price in the cart only while the early access is active and holds the work at that price', async () => {
    await removeAll();
    const { item } = await create();
    const pass = passCookie(await call('POST', '/api/early-access/verify', { passcode: PASSCODE }, undefined, '10.0.9.1'));
    const add = (body: Record<string, unknown>) => call('POST', '/api/cart/items', body, `${collector.cookie}; ${pass}`);
    const line = async (body: Record<string, unknown>) => {
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(200);
      return cartSchema.parse(res.json()).items.find((entry) => entry.artwork.id === body.artworkId)!;
    };
    expect(await line({ artworkId: w.lake, earlyAccessId: item.id, discountedPrice: discountedPrice(1000, 20) })).toMatchObject({ earlyAccessId: item.id, amount: 800 });
    // Without the passcode given in this browser, the same claim gets the own price.
    const unproven = await call('POST', '/api/cart/items', { artworkId: w.lake, earlyAccessId: item.id, discountedPrice: 800 }, collector.cookie);
    expect(cartSchema.parse(unproven.json()).items.find((entry) => entry.artwork.id === w.lake)).toMatchObject({ earlyAccessId: null, amount: 1000 });
    // A wrong price, or a work not in it, falls back to the work's own price.
    expect(await line({ artworkId: w.lake, earlyAccessId: item.id, discountedPrice: 1 })).toMatchObject({ earlyAccessId: null, amount: 1000 });
    const other = await t.app.db.insert(artworks).values({ userId: BEN, workTitle: 'Not featured', width: 10, height: 10, price: 500 }).returning({ id: artworks.id });
    expect(await line({ artworkId: other[0]!.id, earlyAccessId: item.id, discountedPrice: 400 })).toMatchObject({ earlyAccessId: null, amount: 500 });
    // Inactive: the own price again.
    await line({ artworkId: w.port, earlyAccessId: item.id, discountedPrice: 640 });
    await call('PUT', `/api/admin/early-access/${item.id}`, form({ status: '0' }), admin);
    const cart = cartSchema.parse((await call('GET', '/api/cart', undefined, collector.cookie)).json());
    expect(cart.items.find((entry) => entry.artwork.id === w.port)).toMatchObject({ earlyAccessId: null, amount: 800 });
  });

  it('orders a work at its verified early price, the order naming the early access', async () => {
    await removeAll();
    const { item } = await create({ artworkIds: [w.port] , artistIds: [BEN] });
    const buyer = await signUpUser(t.app);
    const pass = passCookie(await call('POST', '/api/early-access/verify', { passcode: PASSCODE }, undefined, '10.0.9.2'));
    const added = await call('POST', '/api/cart/items', { artworkId: w.port, earlyAccessId: item.id, discountedPrice: 640 }, `${buyer.cookie}; ${pass}`);
    expect(added.statusCode, added.body).toBe(200);
    const placed = await call('POST', '/api/orders', CONTACT, buyer.cookie);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as { order: { items: Array<{ id: number; artwork: { id: number }; price: number; discountedPrice: number | null; earlyAccessId: number | null; amount: number }>; total: number } }).order;
    expect(order.items).toEqual([expect.objectContaining({ artwork: expect.objectContaining({ id: w.port }), price: 800, discountedPrice: 640, earlyAccessId: item.id, amount: 640 })]);

    // Confirmed, it is on Artwork Sales at the early price, naming the early access and the list price.
    expect((await call('POST', `/api/admin/holds/${order.items[0]!.id}/confirm`, {}, admin)).statusCode).toBe(200);
    const sales = salesSchema.parse((await call('GET', '/api/admin/sales', undefined, admin)).json());
    expect(sales.items.find((sale) => sale.artwork.id === w.port)).toMatchObject({ amount: 640, listPrice: 800, earlyAccess: { id: item.id, title: 'Spring preview' }, commission: 96 });
  });
});
