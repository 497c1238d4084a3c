import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, solveCaptcha } from './accounts-helpers.ts';
import { keepScreenshot } from './screenshots.ts';

test.beforeEach(async ({ page }) => {
  // The maintenance journey may switch the alert on meanwhile; it is not what this journey checks.
  await page.addInitScript(() => window.sessionStorage.setItem('maintenanceAlertSeen', '1'));
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a public page has the top bar and the footer, and no side menu', async ({ page }, testInfo) => {
  await page.goto('/about-us');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toBeVisible();
  await expect(main.getByRole('link', { name: 'All Artworks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOG IN/SIGN UP' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);

  // The footer's FAQ tells the taste test as it works: every work is rated before the next.
  await page.getByRole('contentinfo').getByRole('button', { name: 'FAQ' }).click();
  const faq = page.getByRole('dialog');
  await expect(faq).toContainText('the next work comes once you have rated the one in front of you');
  await expect(faq).not.toContainText(/skip/i);
  await faq.getByRole('button', { name: 'Close' }).click();
  await expect(faq).toHaveCount(0);

  await keepScreenshot(page, testInfo, 'about-us-1440', true);
});

test('an account page tells a visitor why it needs an account, and offers the crowd’s gallery', async ({ page }) => {
  await page.goto('/admin-art-works');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-art-works$/);
  await expect(page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/view-gallery');
  await expectAccessible(page, 'members’ page, admin layout');
  await page.getByRole('main').getByRole('link', { name: 'Browse the crowd’s gallery' }).click();
  await expect(page).toHaveURL(/\/view-gallery$/);
});

test('a visitor on a members’ page fetches none of its code; logging in there draws the page (decision record 056)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to continue' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => /\/assets\/(settings-[\w-]{8}|antd-scope-[\w-]{8})\.js$/.test(script))).toEqual([]);

  await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Log in to / });
  await dialog.getByLabel('Email').fill(ADMIN.email);
  await dialog.getByLabel('Password').fill(ADMIN.password);
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  await solveCaptcha(dialog, submit);
  await submit.click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 20_000 });
  expect(scripts.some((script) => /\/assets\/settings-[\w-]{8}\.js$/.test(script))).toBe(true);
});

test('an admin-layout page open to visitors shows the side menu', async ({ page }, testInfo) => {
  // /login now opens the sign-in modal over the home page; /reset-password is visitor-only too.
  await page.goto('/reset-password');
  const side = page.getByRole('navigation', { name: 'Side menu' });
  await expect(side).toBeVisible();
  await expect(side.getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expect(side.getByRole('link', { name: 'All Artworks' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await keepScreenshot(page, testInfo, 'reset-password-layout-1440');
});

test('an unknown path shows the 404 page, and Go To Home returns home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByText('The page you are looking for might have been moved, removed or might never have existed.')).toBeVisible();
  await page.getByRole('button', { name: 'Go To Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
