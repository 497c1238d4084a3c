import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import { truncate } from '@vernissage/core/text';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, skipMaintenanceAlert } from './accounts-helpers.ts';
import { shootWidths } from './screenshots.ts';

const DELETE_CONFIRM = 'Do you want to delete ?';
const COPIED = 'Link copied to clipboard';
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** What the journeys pass on: the curated set's link and title, the stored selection's link. */
const shared = { setLink: '', setTitle: '', selectionLink: '' };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** A fresh visitor's window at a width, allowed to copy and read the clipboard. */
async function visitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await skipMaintenanceAlert(page);
  return page;
}

/** The titles All Artworks shows, once its grid has the answer for the address in force. */
async function gridTitles(page: Page): Promise<string[]> {
  await expect(page.locator('.browse-page__results')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return page.locator('.browse-grid').getByRole('heading', { level: 2 }).allInnerTexts();
}

test('the admin creates a curated set with the work picker, and a visitor opens it on a desktop and a phone', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/manage-custom-url');
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Links' })).toBeVisible();

  await page.getByRole('button', { name: 'Create curated set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create curated set' });
  await expect(dialog).toBeVisible();
  // Nothing filled in: each missing field says so, and nothing is sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a title')).toBeVisible();
  await expect(dialog.getByText('Choose at least one work')).toBeVisible();

  shared.setTitle = `Quiet evenings ${Date.now() % 100_000}`;
  await dialog.getByLabel('Title').fill(shared.setTitle);
  await dialog.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Works for a calm room.');
  const found = dialog.getByRole('list', { name: 'Works found' });
  await expect(found.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const picks: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const item = found.getByRole('listitem').nth(i);
    const add = item.getByRole('button', { name: /^Add / });
    picks.push(((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, ''));
    await add.click();
  }
  const chosen = dialog.getByRole('list', { name: 'Chosen works' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  // One taken out again, then saved with two.
  await chosen.getByRole('button', { name: `Remove ${picks[2]}` }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'create curated set dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The curated set has been created. Copy its link below.')).toBeVisible();
  const link = dialog.getByRole('link', { name: /\/artworks\// });
  shared.setLink = (await link.getAttribute('href')) ?? '';
  expect(shared.setLink).toMatch(/\/artworks\/quiet-evenings-\d+$/);
  await expectAccessible(page, 'curated set created');
  await dialog.getByRole('button', { name: 'Done' }).click();

  for (const viewport of WIDTHS) {
    const guest = await visitor(browser, viewport);
    const scripts: Response[] = [];
    guest.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response);
    });
    await guest.goto(shared.setLink, { waitUntil: 'networkidle' });
    await expect(guest.getByRole('heading', { level: 1, name: shared.setTitle })).toBeVisible();
    // A shared set is a page visitors land on: drawn without Ant Design, within the 180 KB budget
    // (gzip, as budget.spec.ts counts); the work's dialog brings Ant Design when it opens.
    const gzipKb = (await Promise.all(scripts.map(async (response) => gzipSync(await response.body(), { level: 9 }).length))).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(gzipKb, 'JavaScript (KB gzip) of a curated set’s first visit').toBeLessThanOrEqual(180);
    await expect(guest.getByText('Works for a calm room.')).toBeVisible();
    await expect(guest.locator('.curated-grid > li')).toHaveCount(2);
    await expect(guest.locator('.curated-grid').getByRole('heading', { level: 2 })).toHaveText(picks.slice(0, 2).map((title) => truncate(title, GRID_TITLE_TRUNCATE)));

    await guest.getByRole('button', { name: 'Copy the link to this set' }).click();
    await expect(guest.getByText(COPIED)).toBeVisible();
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(shared.setLink);

    await guest.locator('.curated-card__open').first().click();
    const detail = guest.getByRole('dialog', { name: picks[0] });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The cart is disabled here: no cart button, a link to the work's own page instead.
    await expect(detail.getByRole('button', { name: /cart/i })).toHaveCount(0);
    await expect(detail.getByRole('link', { name: 'Open the work’s page' })).toBeVisible();
    await expectAccessible(guest, `curated set work detail at ${viewport.width}`);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();
    await shootWidths(guest, testInfo, `curated-set-${viewport.width}`, [viewport.width]);
    await guest.context().close();
  }

  // A set that does not exist goes to /data-not-found.
  const lost = await visitor(browser, WIDTHS[0]);
  await lost.goto('/artworks/no-such-set-here');
  await expect(lost).toHaveURL(/\/data-not-found$/);
  await expectAccessible(lost, 'data not found after an unknown set');
  await lost.context().close();
});

test('a visitor shares a filtered All Artworks selection, and its link shows the same works in a fresh window', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/all-artworks/available=false');
  await page.getByRole('searchbox', { name: 'Search works by title, artist or description' }).pressSequentially('vei', { delay: 40 });
  await expect(page).toHaveURL(/q=vei/);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  // The order chosen right after the search keeps the words.
  await expect(page).toHaveURL(/q=vei;.*sort=price-asc/);
  await expect(page.getByRole('searchbox', { name: 'Search works by title, artist or description' })).toHaveValue('vei');
  // The grid shows the searched works in price order once both have loaded.
  await expect.poll(async () => (await gridTitles(page)).every((title) => /vei/i.test(title))).toBe(true);
  const titles = await gridTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await expectAccessible(page, 'all artworks, searched');

  await page.getByRole('button', { name: 'Share this selection' }).click();
  // Sharing stores the selection first: its request may queue behind pictures a fresh demo server is still drawing.
  await expect(page.getByText(COPIED)).toBeVisible({ timeout: 30_000 });
  shared.selectionLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared.selectionLink).toMatch(/\/all-artworks\/vei-with-sold(-\d+)?\/\d+$/);

  for (const viewport of WIDTHS) {
    const guest = await visitor(browser, viewport);
    await guest.goto(shared.selectionLink);
    await expect(guest).toHaveURL(page.url());
    await expect.poll(() => gridTitles(guest)).toEqual(titles);
    await expectAccessible(guest, `shared selection at ${viewport.width}`);
    await guest.context().close();
  }

  // A link whose id and address do not match goes to /data-not-found.
  const lost = await visitor(browser, WIDTHS[1]);
  await lost.goto(shared.selectionLink.replace(/\/(\d+)$/, (_match, id: string) => `/${Number(id) + 100_000}`));
  await expect(lost).toHaveURL(/\/data-not-found$/);
  await expectAccessible(lost, 'data not found after an unknown selection');
  await lost.context().close();
});

test('the admin sees both links on Manage Shared Links and deletes the selection after the confirmation', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  expect(shared.setLink && shared.selectionLink).toBeTruthy();
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/manage-custom-url');
  const table = page.getByRole('table');
  const setRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: shared.setLink, exact: true }) });
  const selectionRow = table.getByRole('row').filter({ has: page.getByRole('link', { name: shared.selectionLink, exact: true }) });
  await expect(setRow).toContainText('Curated set');
  await expect(setRow).toContainText(shared.setTitle);
  await expect(selectionRow).toContainText('Filter');
  // Each target opens in a new tab.
  await expect(selectionRow.getByRole('link')).toHaveAttribute('target', '_blank');
  await shootWidths(page, testInfo, 'manage-shared-links');

  await selectionRow.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: DELETE_CONFIRM });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'delete shared link confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The shared link has been deleted')).toBeVisible();
  await expect(selectionRow).toHaveCount(0);
  await expect(setRow).toBeVisible();
  await expectAccessible(page, 'manage shared links after a delete');
});
