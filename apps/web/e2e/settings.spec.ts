import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, expectAccessible, test } from './a11y.ts';
import { latestMail, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { shootWidths } from './screenshots.ts';

/**
 * Signs a collector up through the API (the sign-up dialog is the accounts journey's subject),
 * solving the captcha as the widget would; the session cookie lands in the page's context.
 */
async function signUpByApi(request: APIRequestContext, person: { name: string; email: string; password: string }): Promise<void> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await request.post('/api/accounts/sign-up', {
    data: { variant: 'simple', ...person, phone: '312 555 0100', confirm: person.password, terms: true, captcha },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
});

test('a collector changes their e-mail through the link sent to the new address and turns off order updates', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const person = { name: 'Sam Settings', email: uniqueEmail('settings'), password: 'settings-pass-1' };
  const next = uniqueEmail('settings-new');
  // Ant Design's toast fades out at low contrast: wait until it is gone before a scan.
  const toastGone = () => expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });

  await signUpByApi(page.request, person);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Every signed-in person finds the page in the account menu.
  await page.getByRole('button', { name: `Account menu for ${person.name}` }).click();
  await expect(page.getByRole('menuitem', { name: /Settings/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('This browser', { exact: true })).toBeVisible();

  // The address does not change until the link sent to it is opened.
  const emailForm = page.getByRole('form', { name: 'Change email' });
  await emailForm.getByLabel('New email').fill(next);
  await emailForm.getByLabel('Current password').fill(person.password);
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`Waiting for confirmation: we sent a link to ${next}.`)).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await toastGone();
  await expectAccessible(page, 'settings waiting for the e-mail link');

  const mail = await latestMail(page.request, next, 'email-change');
  const link = /(https?:\/\/[^\s"<>]*\/confirm-email\?token=[^\s"<>]+)/.exec(mail.text)?.[1];
  expect(link, 'a confirmation link in the e-mail').toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText('Your email address has been changed.')).toBeVisible();
  await expectAccessible(page, 'e-mail confirmed');
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByText(`You sign in with ${next}.`)).toBeVisible();

  // Order updates off, kept after a reload.
  const orderUpdates = page.getByRole('switch', { name: 'Order updates' });
  await expect(orderUpdates).toBeChecked();
  await orderUpdates.click();
  await expect(page.getByText('Your email settings have been saved.')).toBeVisible();
  await expect(orderUpdates).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Order updates' })).not.toBeChecked();
  // New-work alerts wait for the collector to opt in.
  await expect(page.getByRole('switch', { name: 'New-work alerts' })).not.toBeChecked();

  await shootWidths(page, testInfo, 'settings');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await expectAccessible(page, 'settings at 390');
});
