import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, PROFILE_MESSAGES as P, profileSchema } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/upload.ts';

const VALID = { name: 'Ada Lovelace', phone: '+1 312 555 0199', city: 'Evanston', address: '1 Lake St', bio: '<p>I collect <strong>prints</strong>.</p>' };

describe('profile', () => {
  let t: TestApp;
  let collector: TestUser;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    collector = await signUpUser(t.app);
    artist = await signUpUser(t.app, { role: 'artist' });
  });
  afterAll(() => t.close());

  const getProfile = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  const patch = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/profile', payload, ...(cookie ? { headers: { cookie } } : {}) });
  const upload = (cookie: string | undefined, data: Buffer, filename = 'me.jpg', type = 'image/jpeg') => {
    const body = multipartFile('image', filename, type, data);
    return t.app.inject({ method: 'PUT', url: '/api/profile/image', payload: body.payload, headers: { ...body.headers, ...(cookie ? { cookie } : {}) } });
  };

  it('is for signed-in people only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await patch(undefined, VALID)).statusCode).toBe(401);
    expect((await upload(undefined, Buffer.from('x'))).statusCode).toBe(401);
  });

  it('shows my own profile without any password', async () => {
    const res = await getProfile(collector.cookie);
    expect(res.statusCode).toBe(200);
    const profile = profileSchema.parse(res.json());
    expect(profile).toMatchObject({ id: collector.id, email: collector.email, role: 'collector', country: 'usa', hasPassword: true, logo: null });
    expect(res.body).not.toMatch(/argon2|password"/);
  });

  it('saves the fields, sanitising rich text, and answers with the spec message', async () => {
    const res = await patch(collector.cookie, { ...VALID, bio: '<p onclick="x()">Hello<script>alert(1)</script></p>' });
    expect(res.json()).toEqual({ message: M.profileUpdated });
    const profile = (await getProfile(collector.cookie)).json();
    expect(profile).toMatchObject({ name: VALID.name, phone: VALID.phone, city: VALID.city, address: VALID.address, bio: '<p>Hello</p>' });
  });

  it('keeps exhibition and education history for artists and ignores them for collectors', async () => {
    const history = { exhibitionHistory: '<p>Hyde Park Art Center, 2024</p>', educationHistory: '<p>SAIC, MFA</p>' };
    await patch(artist.cookie, { ...VALID, ...history });
    expect((await getProfile(artist.cookie)).json()).toMatchObject(history);
    await patch(collector.cookie, { ...VALID, ...history });
    expect((await getProfile(collector.cookie)).json()).toMatchObject({ exhibitionHistory: null, educationHistory: null });
  });

  it('refuses bad fields with the spec messages, changing nothing', async () => {
    const before = (await getProfile(collector.cookie)).json();
    const cases: Array<[object, string, string]> = [
      [{ ...VALID, name: '' }, 'name', M.nameRequired],
      [{ ...VALID, name: 'x'.repeat(101) }, 'name', M.nameMax],
      [{ ...VALID, phone: '' }, 'phone', M.phoneRequired],
      [{ ...VALID, city: '' }, 'city', M.cityRequired],
      [{ ...VALID, bio: `<p>${'b'.repeat(5001)}</p>` }, 'bio', M.bioMax],
      [{ ...VALID, address: 'a'.repeat(301) }, 'address', P.addressMax],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(collector.cookie, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect((await getProfile(collector.cookie)).json()).toEqual(before);
  });

  it('stores an uploaded image as a square in every size and shows it in the session', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const res = await upload(artist.cookie, photo, 'me.png', 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(P.imageUploaded);
    const { logo } = res.json();
    expect(logo.sizes.large).toMatchObject({ width: 600, height: 600 });
    expect(logo.sizes.thumb).toMatchObject({ width: 120, height: 120 });
    const file = await t.app.storage.read(logo.sizes.thumb.jpeg.replace(/^\/media\//, ''));
    expect((await sharp(file!).metadata()).format).toBe('jpeg');
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: artist.cookie } });
    expect(session.json().user.logo).toBe(logo.sizes.thumb.webp);
  });

  it('deletes the picture a new one replaces, every size, and keeps the new one', async () => {
    const member = await signUpUser(t.app);
    const picture = (background: string) => sharp({ create: { width: 300, height: 300, channels: 3, background } }).png().toBuffer();
    const keysOf = (logo: { sizes: Record<string, { webp: string; jpeg: string } | undefined> }) =>
      Object.values(logo.sizes).flatMap((size) => (size ? [size.webp, size.jpeg] : [])).map((url) => url.replace(/^\/media\//, ''));
    const first = (await upload(member.cookie, await picture('#2255aa'), 'a.png', 'image/png')).json().logo;
    for (const key of keysOf(first)) expect(await t.app.storage.exists(key), key).toBe(true);
    const second = (await upload(member.cookie, await picture('#aa5522'), 'b.png', 'image/png')).json().logo;
    for (const key of keysOf(first)) expect(await t.app.storage.exists(key), key).toBe(false);
    for (const key of keysOf(second)) expect(await t.app.storage.exists(key), key).toBe(true);
    // Deleting the account deletes its picture too.
    const deleted = await t.app.inject({ method: 'POST', url: '/api/settings/delete-account', payload: { password: member.password }, headers: { cookie: member.cookie } });
    expect(deleted.statusCode).toBe(200);
    for (const key of keysOf(second)) expect(await t.app.storage.exists(key), key).toBe(false);
  });

  it('refuses what is not a JPEG, PNG or WebP image, whatever its name says', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    for (const [data, name, type] of [
      [Buffer.from('%PDF-1.4 not an image'), 'me.jpg', 'image/jpeg'],
      [gif, 'me.webp', 'image/webp'],
      [svg, 'me.png', 'image/png'],
    ] as const) {
      const res = await upload(collector.cookie, data, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(P.imageType);
      expect(res.json().error.reason).toBe('image_invalid');
    }
    expect((await getProfile(collector.cookie)).json().logo).toBeNull();
  });

  it('refuses a file over 20 MB with 413 and the spec message', async () => {
    const res = await upload(collector.cookie, Buffer.alloc(20 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(P.imageTooLarge);
    expect(res.json().error.reason).toBe('image_too_large');
  });

  it('asks for a file when the request carries none', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile/image', headers: { cookie: collector.cookie }, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(P.imageMissing);
  });
});
