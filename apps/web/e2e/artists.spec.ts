import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { shootWidths } from './screenshots.ts';

/** A name as a pattern matched anywhere in a card's or link's name. */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Artists the directory shows before Show more (ARTISTS_PAGE_SIZE_DEFAULT in core). */
const FIRST_PAGE = 24;

interface ArtistCard {
  publicId: number;
  name: string;
  worksCount: number;
}

interface Picture {
  sizes: { large: { webp: string } };
}

/** A transparent pixel: what the directory shows for other artists' pictures in this journey. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * A fresh server draws each demo picture when it is first asked for (about one a second on a
 * busy machine), and the directory's first screen asks for about a hundred: they would hold the
 * browser's six connections for a minute, and every later answer would wait behind them. So the
 * journey asks the server for this artist's logo and works first, and, until it has searched,
 * answers every other demo picture with a pixel; the pages it then opens wait for no drawing.
 */
async function onlyArtistPictures(page: Page, publicId: number): Promise<() => Promise<void>> {
  const artist = (await (await page.request.get(`/api/artists/${publicId}`)).json()) as { logo: Picture | null; works: { items: Array<{ images: Picture[] }> } };
  const pictures = [artist.logo, ...artist.works.items.map((work) => work.images[0])].filter((picture): picture is Picture => Boolean(picture));
  const answers = await Promise.all(pictures.map((picture) => page.request.get(picture.sizes.large.webp, { timeout: 60_000 })));
  expect(answers.every((answer) => answer.ok())).toBe(true);
  const own = new Set(pictures.map((picture) => picture.sizes.large.webp.replace(/[^/]+$/, '')));
  const pattern = '**/media/demo/**';
  await page.route(pattern, (route) =>
    own.has(new URL(route.request().url()).pathname.replace(/[^/]+$/, '')) ? route.continue() : route.fulfill({ contentType: 'image/png', body: PIXEL }),
  );
  return () => page.unroute(pattern);
}

/**
 * Brings each picture inside `area` into view until it has loaded (lazy pictures load near the
 * view), so the screenshots show them.
 */
async function picturesShown(area: Locator): Promise<void> {
  for (const picture of await area.locator('img').all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  // The maintenance journey may switch the alert on meanwhile; it is not what this journey checks.
  await page.addInitScript(() => window.sessionStorage.setItem('maintenanceAlertSeen', '1'));
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a visitor finds an artist in the directory, opens their page and a work, and comes back by the artist’s name', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  // An artist past the directory's first page, with a few works: only the search shows them.
  const { items } = (await (await page.request.get('/api/artists?limit=60')).json()) as { items: ArtistCard[] };
  const candidates = items.filter((item, index) => index >= FIRST_PAGE && item.worksCount >= 2 && item.name.includes(' '));
  const artist = candidates.sort((a, b) => a.worksCount - b.worksCount)[0]!;
  expect(artist).toBeDefined();
  const allPictures = await onlyArtistPictures(page, artist.publicId);
  const surname = artist.name.split(' ').pop()!;

  await page.goto('/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  await expect(page.getByRole('link', { name: named(items[0]!.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: named(artist.name) })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search artists by name' }).fill(surname);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/artists\\?q=${encodeURIComponent(surname)}$`));
  const card = page.getByRole('link', { name: named(artist.name) });
  await expect(card).toBeVisible();
  await expect(card.getByText(`${artist.worksCount} works`)).toBeVisible();
  await expect(page.getByRole('link', { name: named(items[0]!.name) })).toHaveCount(0);
  await allPictures();
  await picturesShown(card);
  await shootWidths(page, testInfo, 'artists');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
  await expect(page).toHaveTitle(`${artist.name} | Vernissage`);
  const works = page.getByRole('region', { name: `Works by ${artist.name}` });
  await expect(works.getByRole('link')).toHaveCount(artist.worksCount);
  const profileUrl = page.url();
  await expectAccessible(page, 'artist page');
  await picturesShown(works);
  await shootWidths(page, testInfo, 'artist');

  await works.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/artwork-for-sale\/.+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'artwork from an artist page');

  await page.getByRole('link', { name: artist.name, exact: true }).click();
  await expect(page).toHaveURL(profileUrl);
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();

  // An address naming no artist says so.
  await page.goto('/artists/Nobody-999999');
  await expect(page.getByRole('alert').getByRole('heading', { level: 1, name: 'User Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse every artist' })).toHaveAttribute('href', '/artists');
});
