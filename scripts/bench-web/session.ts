import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { articlesPageSchema, artistsPageSchema, captchaChallengeSchema, homeSliderSchema } from '@vernissage/core/schemas';
import { artistPath } from '@vernissage/core/text';

async function json(base: string, url: string, init: RequestInit = {}): Promise<{ body: unknown; response: Response }> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), response };
}

/** Solves a captcha challenge as the widget does: the base64 payload a form submits. */
async function captcha(base: string): Promise<string> {
  const { body } = await json(base, '/api/captcha/challenge');
  const challenge = captchaChallengeSchema.parse(body);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Signs a collector up through the API and takes the whole taste test (likes every other work),
 * so /gallery shows their ranked queue. Returns the Cookie header of the session.
 */
export async function collectorWithGallery(base: string): Promise<string> {
  const password = 'bench-web-pass-1';
  const { response } = await json(base, '/api/accounts/sign-up', {
    method: 'POST',
    body: JSON.stringify({
      variant: 'simple',
      name: 'Bench Collector',
      email: `bench.${Date.now()}@example.test`,
      phone: '+1 312 555 0100',
      password,
      confirm: password,
      terms: true,
      captcha: await captcha(base),
    }),
  });
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('sign-up set no session cookie');
  const headers = { cookie };
  // The quiz asks one work at a time; each answer brings the next.
  type Next = { next: { id: number } | null };
  let next = ((await json(base, '/api/taste/quiz', { headers })).body as Next).next;
  for (let index = 0; next; index += 1) {
    const { body } = await json(base, '/api/taste/quiz/ratings', { method: 'POST', headers, body: JSON.stringify({ artworkId: next.id, rating: index % 2 === 0 ? 1 : -1 }) });
    next = (body as Next).next;
  }
  await json(base, '/api/taste/quiz/complete', { method: 'POST', headers, body: '{}' });
  return cookie;
}

/** The artwork page of the first work in the home marquee. */
export async function firstArtworkPath(base: string): Promise<string> {
  const { body } = await json(base, '/api/home/slider');
  const slide = homeSliderSchema.parse(body).slides[0];
  if (!slide) throw new Error('the home slider is empty');
  return slide.path;
}

/** The page of the artist the directory lists first (most works). */
export async function firstArtistPath(base: string): Promise<string> {
  const { body } = await json(base, '/api/artists');
  const artist = artistsPageSchema.parse(body).items[0];
  if (!artist) throw new Error('the artists directory is empty');
  return artistPath(artist.name, artist.publicId);
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('session_token'))
    .join('; ');

/**
 * A curated set of the marquee's first eight works, made by the admin of the fresh database (the
 * server's default ADMIN_EMAIL and ADMIN_PASSWORD): the page a shared link lands on.
 */
export async function curatedSetPath(base: string): Promise<string> {
  const { response } = await json(base, '/api/accounts/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@vernissage.local', password: process.env.ADMIN_PASSWORD ?? 'vernissage-admin', captcha: await captcha(base) }),
  });
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('signing in as the admin set no session cookie');
  const slides = homeSliderSchema.parse((await json(base, '/api/home/slider')).body).slides;
  const { body } = await json(base, '/api/admin/shared-links/sets', {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify({ title: 'Quiet Evenings', description: '<p>Works for a calm room.</p>', artworkIds: slides.slice(0, 8).map((slide) => slide.artworkId) }),
  });
  return (body as { path: string }).path;
}

/** The first blog post of our own (not one published elsewhere), at its page's address. */
export async function firstBlogPath(base: string): Promise<string> {
  const { body } = await json(base, '/api/articles/blogs');
  const post = articlesPageSchema.parse(body).items.find((item) => item.externalUrl === null);
  if (!post) throw new Error('the demo has no blog post of its own');
  return post.path;
}

/** Fetches every image the home marquee shows until each answers, as a visitor would see them. */
export async function homeImagesReady(base: string): Promise<void> {
  const { body } = await json(base, '/api/home/slider');
  const urls = homeSliderSchema.parse(body).slides.flatMap((slide) => [slide.image.sizes.card.webp, slide.image.sizes.card.jpeg]);
  for (const url of urls) {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${base}${url}`);
      await response.arrayBuffer();
      if (response.ok) break;
      if (attempt > 60) throw new Error(`${url} did not load`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
