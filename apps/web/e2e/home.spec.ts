import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { holdAppCode } from './drawn-page.ts';
import { keepScreenshot } from './screenshots.ts';

/** The maintenance journey switches the alert on; other journeys must not be blocked by it. */
async function skipMaintenanceAlert(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('maintenanceAlertSeen', '1'));
}

/** The headline the page should show: the Home snippet's first part, as text. */
async function expectedHeadline(page: Page): Promise<string> {
  const [snippetResponse, configResponse] = await Promise.all([page.request.get('/api/snippets/Home'), page.request.get('/api/config')]);
  expect(snippetResponse.ok()).toBe(true);
  const { content } = (await snippetResponse.json()) as { content: string };
  const { product } = (await configResponse.json()) as { product: string };
  const first = content.split(/<br\s*\/?>/i)[0] ?? '';
  return first
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\{product\}/g, product)
    .replace(/\s+/g, ' ')
    .trim();
}

async function loadedMarqueeImages(page: Page): Promise<number> {
  return page
    .getByRole('region', { name: 'Featured artworks' })
    .locator('img')
    .evaluateAll((images) => images.filter((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0).length);
}

test.beforeEach(async ({ page }) => skipMaintenanceAlert(page));
// These journeys watch the marquee move: they ask for motion, where the other journeys ask for less.
test.use({ reducedMotion: 'no-preference' });

test('home shows the Home snippet headline and a marquee of loaded artworks (desktop)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await expectedHeadline(page));
  await expect(page.getByRole('button', { name: /Explore Gallery/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule a Consult' })).toBeVisible();

  const marquee = page.getByRole('region', { name: 'Featured artworks' });
  await expect(marquee.getByRole('list')).toHaveCount(4);
  for (const row of await marquee.getByRole('list').all()) await expect(row).toBeVisible();
  await expect(marquee.getByRole('img').first()).toHaveAttribute('alt', /.+ by .+/);
  await expect.poll(() => loadedMarqueeImages(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
  // The rows start moving once the page has started (they stand still while it does).
  const playState = () => marquee.getByRole('list').first().evaluate((track) => track.getAnimations()[0]?.playState);
  await expect.poll(playState).toBe('running');

  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);

  await keepScreenshot(page, testInfo, 'home-1440x900');
  await keepScreenshot(page, testInfo, 'home-1440-full', true);
});

test('home on a phone shows two marquee rows and the visitor landing', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await expectedHeadline(page));
  // A phone draws two rows; the desktop's other two are not drawn at all.
  const rows = page.getByRole('region', { name: 'Featured artworks' }).getByRole('list', { includeHidden: true });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toBeVisible();
  await expect(rows.nth(1)).toBeVisible();
  await expect.poll(() => loadedMarqueeImages(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);

  // A phone loads the pictures near what it shows, and each further one as the row brings it
  // near: move the first row on by half its loop, and the pictures then in view load.
  const firstTrack = rows.nth(0);
  await firstTrack.evaluate((track) => {
    const [animation] = track.getAnimations();
    if (animation) animation.currentTime = Number(animation.effect?.getComputedTiming().duration ?? 0) / 2;
  });
  const inView = () =>
    firstTrack.evaluate((track) => {
      const row = (track.parentElement ?? track).getBoundingClientRect();
      const shown = Array.from(track.querySelectorAll('img')).filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.right > row.left && box.left < row.right;
      });
      return { shown: shown.length, loaded: shown.filter((img) => img.complete && img.naturalWidth > 0).length };
    });
  await expect.poll(async () => (await inView()).shown).toBeGreaterThan(0);
  await expect.poll(async () => { const { shown, loaded } = await inView(); return loaded === shown; }, { timeout: 10_000 }).toBe(true);

  await keepScreenshot(page, testInfo, 'home-390x844');

  // The menus live behind the hamburger on phones.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // Signing in from the drawer closes it; closing the sign-in dialog gives the focus back to the
  // menu button, not to the hidden drawer's. The drawer's first opening is where the focus went
  // astray, so this comes first.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  await expect(page.getByRole('dialog', { name: /^Log in to / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'All Artworks' })).toBeVisible();
  await expectAccessible(page, 'phone menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The header keeps LOG IN/SIGN UP on a phone too, as a person icon of that name, after the cart.
  const headerLogin = page.getByRole('banner').getByRole('button', { name: 'LOG IN/SIGN UP' });
  await expect(headerLogin).toBeVisible();
  const [login, cart] = await Promise.all([headerLogin.boundingBox(), page.getByRole('banner').getByRole('link', { name: /^Cart/ }).boundingBox()]);
  expect(login!.x).toBeGreaterThanOrEqual(cart!.x + cart!.width);
  expect(login!.width).toBeLessThanOrEqual(44);
  await headerLogin.click();
  await expect(page.getByRole('dialog', { name: /^Log in to / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(headerLogin).toBeFocused();

  await expect(page.getByRole('heading', { name: 'A gallery that learns what you love' })).toBeVisible();

  await keepScreenshot(page, testInfo, 'home-390-full', true);
});

test('a phone gets the home page drawn for it: its first pictures show before the app’s code arrives, and the app then takes the page over', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await skipMaintenanceAlert(page);
    // The app's code held back until the page has shown itself without it.
    const { release, problems } = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await expectedHeadline(page));
    const rows = page.getByRole('region', { name: 'Featured artworks' }).getByRole('list', { includeHidden: true });
    await expect(rows).toHaveCount(2);
    // The first pictures of both rows come with the HTML, before any script.
    await expect.poll(() => loadedMarqueeImages(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await rows.nth(0).evaluate((row) => row.setAttribute('data-drawn', 'server'));
    release();
    // The app has taken over: the rows load the pictures near what they show.
    await expect.poll(() => loadedMarqueeImages(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(8);
    await expect(rows).toHaveCount(2);
    await expect(page.locator('[data-drawn="server"]')).toHaveCount(1);
    expect(problems).toEqual([]);
    await expectAccessible(page, 'home drawn for a phone');
  } finally {
    await context.close();
  }
});

test('the marquee stands still for people who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const track = page.getByRole('region', { name: 'Featured artworks' }).getByRole('list').first();
  await expect(track).toBeVisible();
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  // Ant Design's dialogs open without zooming in.
  await page.getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  await expect(page.getByRole('dialog', { name: /^Log in to / })).toBeVisible({ timeout: 20_000 });
  const zooming = () =>
    document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return animation.playState === 'running' && target instanceof Element && target.closest('.ant-modal-root') !== null;
    }).length;
  expect(await page.evaluate(zooming)).toBe(0);
});

test('a visitor finds the crowd’s gallery, and is told why the members’ pages need an account', async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.goto('/');
  await expectAccessible(page, 'home');
  await expect(page.getByRole('link', { name: 'Browse the crowd’s gallery' })).toHaveAttribute('href', '/view-gallery');

  // The top bar's Gallery is the crowd's, which opens on a work for sale.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/view-gallery$/);
  await expect(page.locator('.gallery-label__title')).toBeVisible();
  await expect(page.locator('.gallery-label .sold-marker')).toHaveCount(0);
  await expectAccessible(page, 'crowd gallery');

  // A members' page says why, in place, and offers the ways on.
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page.getByText(/Your gallery is hung for your own taste/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await expectAccessible(page, 'members’ page');
  await page.getByRole('link', { name: 'Browse the crowd’s gallery' }).click();
  await expect(page).toHaveURL(/\/view-gallery$/);

  // Explore Gallery says why it asks to log in.
  await page.goto('/');
  await page.getByRole('button', { name: /Explore Gallery/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Log in to / });
  await expect(dialog.getByText(/Your gallery is hung for your own taste/)).toBeVisible();
  await expectAccessible(page, 'sign-in, why');
});
