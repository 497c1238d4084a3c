import type { Page } from '@playwright/test';
import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import { truncate } from '@vernissage/core/text';
import { expect, expectAccessible, test } from './a11y.ts';
import { shootWidths } from './screenshots.ts';
import { signUpSimple, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { holdAppCode } from './drawn-page.ts';
import { takeQuizThroughApi } from './quiz-helpers.ts';

/**
 * The grid has its answer for the address in force. On a fresh demo server the pictures are drawn
 * on their first request, and the browser's few connections to the server can all be waiting on
 * them: the answer may take longer than a step's usual wait.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.browse-page__results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
}

/** The titles of the works in the grid, in order (cut at 50 as the cards show them). */
async function gridTitles(page: Page): Promise<string[]> {
  await settled(page);
  return page.locator('.browse-grid').getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The prices the cards show (what a buyer pays), in order. */
async function gridPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.browse-grid .line-price').evaluateAll((nodes) =>
    nodes.map((node) => (node.querySelector('.line-price__now') ?? node).textContent ?? ''),
  );
  return texts.map((text) => Number(text.replace(/[^0-9]/g, '')));
}

/** The number of works found, once the grid has its answer for the address in force. */
async function count(page: Page): Promise<number> {
  await settled(page);
  const text = await page.getByText(/^\d[\d,]* works?$/).innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

test('a visitor filters All Artworks by colour, price and a formal quality, searches, sorts, and shares the selection', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await skipMaintenanceAlert(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'All Artworks' }).first().click();
  await expect(page).toHaveURL(/\/all-artworks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Artworks' })).toBeVisible();
  const everything = await count(page);
  expect(everything).toBeGreaterThan(100);
  await expect(page.locator('.browse-grid > li')).toHaveCount(24);
  await expectAccessible(page, 'all artworks');

  // Sold and held works too, so what other journeys buy meanwhile does not change the selection.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Show sold and on-hold works').click();
  await expect(page).toHaveURL(/available=false/);
  // Its chip row pushes the filters down: click the colour only once the page has moved.
  await expect(page.getByRole('button', { name: 'Remove Including sold and on hold' })).toBeVisible();
  const blue = filters.getByRole('checkbox', { name: 'Blue' });
  // The chip is a visually hidden checkbox inside its label; it is checked once the address says so.
  await blue.click({ force: true });
  await expect(page).toHaveURL(/colours=\d+/);
  await expect(blue).toBeChecked();
  await filters.getByLabel('Highest price').fill('20000');
  await filters.getByLabel('Highest price').press('Enter');
  await expect(page).toHaveURL(/maxPrice=20000/);
  await filters.getByRole('button', { name: 'Show the 14 qualities' }).click();
  const lowest = filters.getByRole('slider', { name: 'Representational to Abstract, lowest' });
  // One step at a time up to 0.30, each read back from the slider: a press made while the page
  // redraws for the last one can be lost, and the address follows the slider a moment later.
  await expect(async () => {
    const value = Number(await lowest.getAttribute('aria-valuenow'));
    if (value < 0.3 - 1e-6) await lowest.press('ArrowRight');
    expect(page.url()).toMatch(/f1=0\.3-1/);
  }).toPass({ timeout: 30_000, intervals: [500] });
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await expect(chips.getByRole('button', { name: 'Remove Blue', exact: true })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Remove Price up to $20,000' })).toBeVisible();
  await expect(chips.getByRole('button', { name: 'Remove Representational ↔ Abstract: 0.30–1.00' })).toBeVisible();
  const filtered = await count(page);
  expect(filtered).toBeLessThan(everything);
  expect(filtered).toBeGreaterThan(0);
  await expectAccessible(page, 'all artworks, filtered');

  // A chip removed takes its filter away; the back button brings it back.
  await chips.getByRole('button', { name: 'Remove Price up to $20,000' }).click();
  await expect(page).not.toHaveURL(/maxPrice/);
  await page.goBack();
  await expect(page).toHaveURL(/maxPrice=20000/);
  await expect(page.getByText(`${filtered} works`, { exact: true })).toBeVisible();

  // Words, searched as they are typed (the last as a prefix).
  await page.getByRole('searchbox', { name: 'Search works by title, artist or description' }).pressSequentially('vei', { delay: 40 });
  await expect(page).toHaveURL(/q=vei/);
  await expect.poll(() => count(page)).toBeLessThan(filtered);
  const found = await gridTitles(page);
  expect(found.length).toBeGreaterThan(0);
  for (const title of found) expect(title.toLowerCase()).toContain('veil');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect.poll(async () => {
    const prices = await gridPrices(page);
    return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
  }).toBe(true);
  const titles = await gridTitles(page);
  await expectAccessible(page, 'all artworks, searched and sorted');
  await shootWidths(page, testInfo, 'all-artworks');

  await page.getByRole('button', { name: 'Share this selection' }).click();
  // Sharing stores the selection first: its request may queue behind pictures a fresh demo server is still drawing.
  await expect(page.getByText('Link copied to clipboard')).toBeVisible({ timeout: 30_000 });
  // The selection is stored: the link is its short address, /all-artworks/{share_url}/{share_id}.
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/all-artworks/vei[a-z0-9-]*/\\d+$`));

  // The link, pasted into a fresh browser on a phone, shows the same works in the same order.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await skipMaintenanceAlert(phone);
  await phone.goto(link);
  await expect(phone).toHaveURL(page.url());
  await expect(phone.getByRole('heading', { level: 1, name: 'All Artworks' })).toBeVisible();
  await expect.poll(() => gridTitles(phone)).toEqual(titles);
  await expect(phone.getByRole('searchbox', { name: 'Search works by title, artist or description' })).toHaveValue('vei');
  await phone.getByRole('button', { name: /Filters \(\d+\)$/ }).click();
  const drawer = phone.getByRole('dialog', { name: 'Filters' });
  // The drawer's controls load on its first opening: on a loaded machine that chunk can take a while.
  await expect(drawer.getByRole('checkbox', { name: 'Blue' })).toBeChecked({ timeout: 30_000 });
  await expectAccessible(phone, 'all artworks filters on a phone');
  await drawer.getByRole('button', { name: /^Show \d+ works?$/ }).click();
  await context.close();
});

test('a visitor’s All Artworks comes drawn from the server; words typed and an order chosen before the app is there count', async ({ page }) => {
  await skipMaintenanceAlert(page);
  // The app's code held back, so the typing surely comes before the app is there.
  const { release, problems } = await holdAppCode(page);
  await page.goto('/all-artworks', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'All Artworks' })).toBeVisible();
  await expect(page.locator('.browse-grid > li')).toHaveCount(24);
  await page.getByRole('searchbox', { name: 'Search works by title, artist or description' }).fill('blue');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
  release();
  await expect(page).toHaveURL(/\/all-artworks\/q=blue;sort=newest$/);
  await settled(page);
  await expect(page.getByRole('searchbox', { name: 'Search works by title, artist or description' })).toHaveValue('blue');
  const titles = await gridTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await expectAccessible(page, 'all artworks drawn on the server');
});

test('a collector who took the taste test sorts All Artworks For you and meets their queue first', async ({ page }) => {
  test.setTimeout(90_000);
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // Signed up in the dialog; the taste test is taken through its API (the quiz has its own journey).
  await signUpSimple(page, { name: 'Felix Foryou', email: uniqueEmail('for-you'), password: 'for-you-pass-1' });
  await takeQuizThroughApi(page.request, (_work, index) => index % 3 === 0);
  const queue = (await (await page.request.get('/api/taste/queue')).json()) as { items: Array<{ work: { title: string } }> };

  // The taste is known now: For you is offered, and its first works are the queue's.
  await page.goto('/all-artworks/available=false');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'For you' });
  await expect(page).toHaveURL(/sort=for-you/);
  const first = queue.items.slice(0, 6).map((item) => truncate(item.work.title, GRID_TITLE_TRUNCATE));
  await expect.poll(async () => (await gridTitles(page)).slice(0, 6)).toEqual(first);
  await expectAccessible(page, 'all artworks for you');
});
