import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, signOut, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { wordsBrokenAcrossLines } from './geometry.ts';
import { keepScreenshot } from './screenshots.ts';

const DELETE_CONFIRM = 'Do you want to delete user ?';
const DELETED = 'The user has been deleted successfully';
const CREATED = 'The merchant account has been created.';
const UPDATED = 'The merchant account has been updated.';

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** A full-page picture at a phone and a desktop width, kept with the test's results. */
async function screenshots(page: Page, testInfo: TestInfo, name: string, ready: () => Promise<void>): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await ready();
    // Let layout changes and Ant Design's animations settle.
    await page.waitForTimeout(400);
    await keepScreenshot(page, testInfo, `${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** How many lines a table's page buttons (arrows, numbers, jumps; not the total) take. */
async function pageButtonRows(page: Page): Promise<number> {
  const middles = await page
    .locator('.ant-table-pagination > li:not(.ant-pagination-total-text)')
    // Page numbers the phone hides (display: none, an empty box) are on no line.
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0).map((box) => box.top + box.height / 2));
  if (middles.length === 0) return 0;
  // Buttons on one line share their middle within a few pixels; the next line is 24 px or more below.
  return new Set(middles.map((middle) => Math.round((middle - Math.min(...middles)) / 16))).size;
}

async function accountName(page: Page): Promise<string> {
  const menu = page.getByRole('button', { name: /^Account menu for / });
  await expect(menu).toBeVisible();
  return ((await menu.getAttribute('aria-label')) ?? '').replace('Account menu for ', '');
}

test('the admin creates a merchant, finds them on Users, the merchant signs in, then the admin deletes them', async ({ page }, testInfo) => {
  // One of the longest journeys: three sign-ins, three dialogs and an accessibility scan at each step
  // took 2.2–2.6 min in CI runs, and 3.4 min as the first journey on a cold server.
  test.setTimeout(300_000);
  const merchant = { name: 'Lakeside Print Studio', email: uniqueEmail('merchant'), password: 'merchant-pass-1' };

  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  const adminName = await accountName(page);

  // Manage Merchants: the table, then Create Merchant with every field.
  await page.goto('/manage-merchants');
  await expect(page.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshots(page, testInfo, 'manage-merchants', () => expect(table).toBeVisible());

  await page.getByRole('button', { name: /Create Merchant/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Merchant' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'create merchant dialog');
  await dialog.getByLabel('Full name').fill(merchant.name);
  await dialog.getByLabel('Email').fill(merchant.email);
  await dialog.getByLabel('Phone').fill('312 555 0188');
  await dialog.getByRole('combobox', { name: /^City/ }).click();
  await page.keyboard.type('Oak Par');
  await page.getByTitle('Oak Park', { exact: true }).click();
  await dialog.getByLabel('Address (optional)').fill('100 Lake St, Oak Park');
  await dialog.getByLabel('Password', { exact: true }).fill(merchant.password);
  await dialog.getByLabel('Confirm password').fill(merchant.password);
  await dialog.getByRole('textbox', { name: 'Bio' }).click();
  await page.keyboard.type('Screen prints and lithographs from a Chicago studio.');
  await expect(dialog.getByText('52/5000')).toBeVisible();
  await expect(dialog.getByText('21/100')).toBeVisible();
  await screenshots(page, testInfo, 'create-merchant-modal', () => expect(dialog.getByLabel('Full name')).toBeVisible());

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(CREATED)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Newest first: the new merchant heads the table, and the admin is still signed in.
  await expect(table.getByRole('row').nth(1)).toContainText(merchant.email);
  await expect(page.getByRole('button', { name: `Account menu for ${adminName}` })).toBeVisible();

  // Edit: prefilled, the password left as it is.
  // Scoped to the merchant's row: a retry of this journey finds the first attempt's merchant too.
  await table.getByRole('row').filter({ hasText: merchant.email }).getByRole('button', { name: `Edit ${merchant.name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Merchant' });
  await expect(editDialog.getByLabel('Email')).toHaveValue(merchant.email);
  await expect(editDialog.getByLabel('New password (optional)')).toHaveValue('');
  await expectAccessible(page, 'edit merchant dialog');
  await editDialog.getByLabel('Phone').fill('312 555 0177');
  await screenshots(page, testInfo, 'edit-merchant-modal', () => expect(editDialog.getByLabel('Full name')).toBeVisible());
  await editDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(UPDATED)).toBeVisible();
  await expect(editDialog).toBeHidden();

  // Users: search finds the merchant by e-mail, then by name with the role filter.
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await screenshots(page, testInfo, 'users', () => expect(table).toBeVisible());
  // On a phone the total takes its own line and the page buttons, however many pages, one line.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect.poll(() => pageButtonRows(page)).toBe(1);
  await page.setViewportSize({ width: 1440, height: 900 });

  const search = page.getByRole('searchbox', { name: 'Search by name or email' });
  await search.fill(merchant.email.toUpperCase());
  await search.press('Enter');
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: merchant.email });
  await expect(row).toContainText(merchant.email);
  await expect(row).toContainText('Merchant');
  await search.fill('lakeside print');
  await search.press('Enter');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByTitle('Merchant', { exact: true }).click();
  await expect(page).toHaveURL(/search=lakeside\+print/);
  await expect(page).toHaveURL(/role=merchant/);
  await expect(row).toBeVisible();
  await expectAccessible(page, 'users found by name and role');
  await screenshots(page, testInfo, 'users-search', () => expect(row).toBeVisible());
  // On a phone the address (under the name there) wraps only after the @ or before a dot, and the
  // table stays within the page.
  await page.setViewportSize({ width: 390, height: 844 });
  // The table drops its Email column once it has seen the new width; until then the address is
  // in the row twice.
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  const address = row.getByText(merchant.email);
  await expect(address).toBeVisible();
  expect(await wordsBrokenAcrossLines(address)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The merchant signs in with the password the admin set and has My Works.
  await signOut(page, adminName);
  await signIn(page, merchant.email, merchant.password);
  await page.getByRole('button', { name: `Account menu for ${merchant.name}` }).click();
  await expect(page.getByRole('menuitem', { name: /My Works/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // The menu is closed before it is opened again for Sign Out: a click on the menu while it was
  // still fading out once left Sign Out unclicked until the journey timed out.
  await expect(page.getByRole('menuitem', { name: /My Works/ })).toBeHidden();
  await signOut(page, merchant.name);

  // The admin deletes the merchant's account.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/users?search=${encodeURIComponent(merchant.email)}`);
  await page.getByRole('button', { name: `Delete ${merchant.name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: DELETE_CONFIRM });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'delete user confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(DELETED)).toBeVisible();
  await expect(page.getByText('No users match this search.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${adminName}` })).toHaveCount(0);
});
