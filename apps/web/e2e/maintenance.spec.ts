import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';

const MESSAGE = 'Down for maintenance tonight';

// The alert is global state: these steps run in order, and leave it switched off.
test.describe.configure({ mode: 'serial' });

async function setNotification(request: APIRequestContext, status: '1' | '0') {
  const response = await request.post('/api/test/snippets/Notification', { data: { status, content: MESSAGE } });
  expect(response.ok(), 'the server must run with TEST_ROUTES=true for /api/test routes').toBe(true);
}

test.afterAll(async ({ request }) => setNotification(request, '0'));

test('the maintenance alert shows once per browser session and OK dismisses it', async ({ page, request, browser }) => {
  await setNotification(request, '1');

  await page.goto('/about-us');
  const alert = page.getByRole('dialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(MESSAGE);
  await expectAccessible(page, 'maintenance alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  // Same session: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // So does moving to another page in the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A new browser session sees it again.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto(new URL('/about-us', page.url()).href);
  await expect(fresh.getByRole('dialog')).toContainText(MESSAGE);
  await context.close();
});

test('no alert while the Notification status is 0', async ({ page, request }) => {
  await setNotification(request, '0');
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
