import type { APIRequestContext } from '@playwright/test';
import { snippetSchema, type Snippet } from '@vernissage/core/schemas';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, skipMaintenanceAlert } from './accounts-helpers.ts';
import { shootWidths } from './screenshots.ts';

const SAVED = 'The snippet updated successfully.';

async function readSnippet(request: APIRequestContext, name: string): Promise<Snippet> {
  const response = await request.get(`/api/snippets/${name}`);
  expect(response.ok()).toBe(true);
  return snippetSchema.parse(await response.json());
}

// Tagged @catalogue: it changes the home page and the alert every other journey reads, so it runs
// after them (playwright.config.ts), and puts both back however it ends.
test('@catalogue the admin changes the Home headline and turns the maintenance alert on, and a new visitor sees both', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 100_000;
  const headline = `Art picked for you ${stamp}`;
  const notice = `Down for a short upgrade ${stamp}`;
  const original = { home: await readSnippet(page.request, 'Home'), notification: await readSnippet(page.request, 'Notification') };

  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  try {
    await page.goto('/vernissage-snippet');
    await expect(page.getByRole('heading', { level: 1, name: 'Snippets' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Snippets' })).toHaveAttribute('href', '/vernissage-snippet');
    const home = page.getByRole('form', { name: 'Edit Home headline' });
    const headlineField = home.getByLabel('Headline');
    await expect(headlineField).toHaveValue(original.home.content.split('<br>')[0]!);
    await headlineField.fill(headline);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText(headline);
    await home.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    // The message fades out before the page is looked at again.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });

    await page.getByRole('button', { name: /Maintenance alert/ }).click();
    const alert = page.getByRole('form', { name: 'Edit Maintenance alert' });
    await alert.getByRole('switch', { name: 'Show the maintenance alert' }).click();
    const text = alert.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(notice);
    await expect(preview).toContainText(notice);
    await expectAccessible(page, 'maintenance alert editor');
    await alert.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
    await shootWidths(page, testInfo, 'snippet-editor');

    // A new visitor, on a phone: the alert first, then the new headline.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await context.newPage();
    await visitor.goto(new URL('/', page.url()).href);
    const dialog = visitor.getByRole('dialog');
    await expect(dialog).toContainText(notice);
    await expectAccessible(visitor, 'maintenance alert for a new visitor');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(visitor.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await shootWidths(visitor, testInfo, 'home-after-snippet-edit', [390, 1440]);
    // Both of the visitor's states were scanned above (the home page itself when the admin opened it).
    await visitor.close();
    await context.close();
  } finally {
    for (const snippet of [original.home, original.notification]) {
      const response = await page.request.put(`/api/admin/snippets/${snippet.name}`, { data: { title: snippet.title, content: snippet.content, status: snippet.status } });
      expect(response.ok(), `restoring ${snippet.name}`).toBe(true);
    }
  }
});
