import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, signUpInDialog, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { holdAppCode } from './drawn-page.ts';
import { shootWidths } from './screenshots.ts';

const PASSCODE = `collectors-${Date.now() % 100_000}`;
const TITLE = `Autumn preview ${Date.now() % 100_000}`;
const NONE_OPEN = 'There is no early access open at the moment';

test.describe.configure({ mode: 'serial' });

async function visitor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await skipMaintenanceAlert(page);
  return page;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await visitor(browser, { width: 1440, height: 900 });
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/manage-early-work');
  await expect(page).toHaveURL(/\/manage-early-access$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Early Access' })).toBeVisible();
  return page;
}

/** Picks the first `count` options of an open multi-select whose text does not match `skip`. */
async function pickOptions(page: Page, select: Locator, count: number, skip?: RegExp): Promise<string[]> {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(open).toHaveCount(0);
  await select.click();
  const options = open.locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible({ timeout: 20_000 });
  const picked: string[] = [];
  for (let i = 0; picked.length < count; i += 1) {
    const option = options.nth(i);
    const text = (await option.innerText()).trim();
    if (skip?.test(text)) continue;
    await option.click();
    picked.push(text);
  }
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
  return picked;
}

/** Sets an early access' status from its Edit form, the passcode left as it is. */
async function setStatus(page: Page, title: string | RegExp, status: 'Active' | 'Inactive'): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Early Work' });
  await expect(dialog.getByLabel('Early Access Title')).not.toHaveValue('');
  await dialog.getByText(status, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The early access updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(status);
}

test('the admin opens an early access; a visitor gives the passcode, sees the early prices and buys at one; switched off, the page has nothing', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  // The demo's own early access is switched off first, its passcode kept.
  await setStatus(admin, 'Spring Preview', 'Inactive');

  await admin.getByRole('button', { name: 'Create Early Access' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Early Work' });
  await expect(dialog).toBeVisible();
  // Nothing filled in: each rule says so.
  await dialog.getByRole('button', { name: 'Create' }).click();
  for (const text of ['Please input early access title', 'Please input early access description', 'Please select artists', 'Please select artworks', 'Please enter a discount value', 'Please input password']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel('Early Access Title').fill(TITLE);
  await dialog.getByRole('textbox', { name: 'Description' }).click();
  await admin.keyboard.type('First look at new works.');
  await dialog.getByLabel('Date (optional)').fill('2026-10-01');
  const artists = await pickOptions(admin, dialog.getByRole('combobox', { name: 'Artists' }), 2);
  expect(artists).toHaveLength(2);
  const works = await pickOptions(admin, dialog.getByRole('combobox', { name: 'Artworks' }), 2, /\((sold|on hold)\)$/);
  const firstTitle = works[0]!.split(' — ')[0]!;
  await dialog.getByLabel('Discount (%)').fill('120');
  await dialog.getByLabel('Passcode').fill(PASSCODE);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Discount cannot be more than 100')).toBeVisible();
  await dialog.getByLabel('Discount (%)').fill('20');
  // A picture for the top of the page, drawn in the browser.
  const picture = await admin.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 700;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e9e2d4';
    context.fillRect(0, 0, 1200, 700);
    context.fillStyle = '#2b4c7e';
    context.fillRect(160, 120, 380, 460);
    context.fillStyle = '#b5502f';
    context.beginPath();
    context.arc(830, 350, 200, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await dialog.getByLabel('Choose an image').setInputFiles({ name: 'autumn-wall.png', mimeType: 'image/png', buffer: Buffer.from(picture, 'base64') });
  await expect(dialog.getByRole('img', { name: 'autumn-wall.png (to add)' })).toBeVisible();
  await expectAccessible(admin, 'create early access dialog');
  await shootWidths(admin, testInfo, 'early-access-form', [1440]);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(admin.getByText('The early access created successfully.')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('10/01/2026');
  await expect(row).toContainText('Active');
  await expectAccessible(admin, 'manage early access');
  await shootWidths(admin, testInfo, 'manage-early-access');

  // A visitor: the passcode first, a wrong one refused, the right one opens the page.
  const guest = await visitor(browser, { width: 1440, height: 900 });
  const app = await holdAppCode(guest);
  await guest.goto('/early-access');
  const passcode = guest.getByRole('dialog', { name: 'Early access' });
  // Drawn by the server with its dialog open (decision record 054): the passcode field has the
  // focus before the app's code is there, and what is typed then is kept when the app takes over.
  await expect(passcode).toBeVisible();
  const field = passcode.getByLabel('Passcode', { exact: true });
  await expect(field).toBeFocused();
  await guest.keyboard.type('not the');
  app.release();
  await expect.poll(() => guest.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(field).toHaveValue('not the');
  await expect(field).toBeFocused();
  expect(app.problems).toEqual([]);
  await field.fill('not the passcode');
  await passcode.getByRole('button', { name: 'Submit' }).click();
  await expect(guest.getByText('Please enter valid passcode').first()).toBeVisible();
  await expectAccessible(guest, 'early access passcode');
  await passcode.getByLabel('Passcode', { exact: true }).fill(PASSCODE);
  await passcode.getByRole('button', { name: 'Submit' }).click();
  await expect(guest.getByText('Passcode verified successfully')).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(guest.getByText('First look at new works.')).toBeVisible();
  await expect(guest.getByText('10/01/2026')).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Preview pictures' }).getByRole('img', { name: `${TITLE}, picture 1` })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2, name: 'Featured Artist' })).toBeVisible();
  await expect(guest.locator('.early-artist')).toHaveCount(2);
  await expect(guest.locator('.early-card')).toHaveCount(2);
  const card = guest.locator('.early-card').filter({ hasText: firstTitle }).first();
  const was = Number((await card.locator('.early-price__was').innerText()).replace(/[^\d]/g, ''));
  const now = Number((await card.locator('.early-price__now').innerText()).replace(/[^\d]/g, ''));
  expect(Math.abs(now - was * 0.8)).toBeLessThanOrEqual(1);
  await expectAccessible(guest, 'early access page');
  await shootWidths(guest, testInfo, 'early-access');

  // The detail adds the work at its early price; the cart shows it.
  await card.getByRole('button', { name: /show details$/ }).click();
  const detail = guest.getByRole('dialog', { name: firstTitle });
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await detail.getByRole('button', { name: 'Add to cart' }).click();
  await expect(guest.getByText('Added to your cart.')).toBeVisible();
  await expectAccessible(guest, 'early access work detail');
  await detail.getByRole('button', { name: 'Close' }).click();
  await guest.goto('/check-out');
  await expect(guest.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const line = guest.getByRole('listitem').filter({ hasText: firstTitle }).first();
  await expect(line.locator('.line-price__now')).toContainText(`$${now.toLocaleString('en-US')}`);
  await expect(line.locator('.line-price__was')).toContainText(`$${was.toLocaleString('en-US')}`);
  await shootWidths(guest, testInfo, 'early-access-cart', [1440]);

  // Signing up moves the cart into the account; the checkout and the order keep the early price.
  await guest.getByRole('button', { name: 'Sign up', exact: true }).click();
  await signUpInDialog(guest, { name: 'Early Buyer', email: uniqueEmail('early'), password: 'buyer-pass-1' });
  const welcome = guest.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(guest).toHaveURL(/\/checkout$/);
  const nowText = `$${now.toLocaleString('en-US')}`;
  await expect(guest.getByRole('list', { name: 'Works in your cart' }).locator('.line-price__now')).toContainText(nowText);
  await expectAccessible(guest, 'checkout at the early price');
  const form = guest.getByRole('form', { name: 'Shipping details' });
  await form.getByLabel('Address').fill('1200 Lake Shore Dr, Apt 4');
  await form.getByRole('combobox', { name: /^City/ }).click();
  await guest.keyboard.type('Evans');
  await guest.getByTitle('Evanston', { exact: true }).click();
  await form.getByLabel('ZIP code').fill('60201');
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(guest).toHaveURL(/\/purchase-sucess$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expectAccessible(guest, 'purchase success');
  await guest.goto('/my-purchases');
  const order = guest.getByRole('article', { name: /^Order #/ }).filter({ hasText: firstTitle });
  await expect(order.locator('.line-price__now')).toContainText(nowText);
  await expect(order.locator('.line-price__was')).toContainText(`$${was.toLocaleString('en-US')}`);

  // The admin confirms the sale; Artwork Sales shows it at the early price, naming the early access.
  await admin.goto('/hold-orders');
  const held = admin.getByRole('article', { name: firstTitle, exact: true });
  await held.getByRole('button', { name: 'Confirm sale' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Confirm sale' }).click();
  await expect(admin.getByText('The sale is confirmed: the work is marked as sold.')).toBeVisible();
  await admin.goto('/my-purchases');
  const sale = admin.getByRole('row', { name: firstTitle });
  await expect(sale).toContainText(`${nowText}.00`);
  await expect(sale).toContainText(`Early access “${TITLE}”, list $${was.toLocaleString('en-US')}.00`);
  await shootWidths(admin, testInfo, 'artwork-sales-early-price', [1440]);
  await admin.goto('/manage-early-access');

  // The admin switches it off: the page has nothing, even for the browser that gave the passcode.
  await setStatus(admin, TITLE, 'Inactive');
  await guest.goto('/early-access');
  await expect(guest.getByText(NONE_OPEN)).toBeVisible();
  await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);
  await expect(guest.getByRole('dialog', { name: 'Early access' })).toHaveCount(0);
  await expectAccessible(guest, 'early access with none open');
  await guest.context().close();
  await admin.context().close();
});
