import { EXHIBITION_MESSAGES, SEO_MESSAGES } from '@vernissage/core/schemas';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, skipMaintenanceAlert } from './accounts-helpers.ts';
import { holdAppCode } from './drawn-page.ts';
import { shootWidths } from './screenshots.ts';

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a visitor reads an exhibition from the top bar, goes back, and reads the news, an external item opening its publisher', async ({ page }, testInfo) => {
  // Each page is scanned for accessibility; on a busy machine a scan takes seconds.
  test.setTimeout(90_000);
  // A page without an SEO record of its own is no failed request.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/seo') && response.status() >= 400) failed.push(response.url());
  });
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Exhibitions', exact: true }).first().click();
  await expect(page).toHaveURL(/\/exhibitions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeVisible();
  await expectAccessible(page, 'exhibitions list');

  const first = page.locator('.article-card').first();
  const title = (await first.getByRole('heading', { level: 2 }).innerText()).trim();
  await first.getByRole('link', { name: 'Keep reading' }).click();
  await expect(page).toHaveURL(/\/exhibitions\/[a-z0-9-]+$/);
  // The list's heading stays until the exhibition's page has loaded: wait for the exhibition's own.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^\\s*${escape(title)}\\s*$`, 'i') });
  await expect(heading).toBeVisible();
  await expect(page.locator('.article-page__body')).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(`^${escape(await heading.innerText())} \\|`));
  await expectAccessible(page, 'exhibition page');
  await shootWidths(page, testInfo, 'exhibition');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/exhibitions$/);

  await page.goto('/news-events');
  await expect(page.getByRole('heading', { level: 1, name: /News and Events/ })).toBeVisible();
  const external = page.locator('.article-card').filter({ has: page.locator('img.publisher-logo') }).first();
  const externalLink = external.getByRole('link', { name: /Keep reading/ });
  await expect(externalLink).toHaveAttribute('target', '_blank');
  await expect(externalLink).toHaveAttribute('href', /^https:\/\//);
  await expect(external.locator('img.publisher-logo')).toHaveJSProperty('height', 40);
  await shootWidths(page, testInfo, 'news-events', [390]);
  const own = page.locator('.article-card').filter({ hasNot: page.locator('img.publisher-logo') }).first();
  await expect(own.getByRole('link', { name: 'Keep reading' })).toHaveAttribute('href', /^\/news-events\/[a-z0-9-]+$/);

  // An unknown address says so, and the server answers it 404.
  const missing = await page.goto('/blogs/no-such-post');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  expect(failed).toEqual([]);
});

test('an exhibition opened from a link is drawn by the server, and a click before the app is there counts once it takes over', async ({ page }) => {
  const list = (await (await page.request.get('/api/articles/exhibitions')).json()) as { items: Array<{ title: string; path: string; externalUrl: string | null }> };
  const item = list.items.find((entry) => entry.externalUrl === null)!;
  // The page's HTML has the exhibition in it, and asks for no script before it paints.
  const html = await (await page.request.get(item.path)).text();
  expect(html).toContain('<h1 id="article-title"');
  expect(html).not.toContain('<script type="module"');

  const { release, problems } = await holdAppCode(page);
  await page.goto(item.path, { waitUntil: 'domcontentloaded' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(item.title);
  await page.getByRole('button', { name: 'Go back' }).click();
  release();
  // Opened from a link, Go back leads to the list, once the app has taken the page over.
  await expect(page).toHaveURL(/\/exhibitions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeVisible();
  expect(problems).toEqual([]);
  await expectAccessible(page, 'exhibitions list after the take-over');
});

/** A 1×1 PNG: the smallest picture the server's decoder accepts. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test("the admin edits a page's SEO record and the server's head for that path changes, and publishes an exhibition with a cover", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/manage-seo-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage SEO Page' })).toBeVisible();
  await expectAccessible(page, 'manage SEO page');
  await shootWidths(page, testInfo, 'manage-seo-page', [390]);
  await page.getByRole('button', { name: 'Edit Blogs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit SEO' });
  const field = dialog.getByLabel('Meta title');
  await field.fill('');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(SEO_MESSAGES.metaTitle)).toBeVisible();
  await expectAccessible(page, 'edit SEO with an error');
  const fresh = `Studio notes ${Date.now()} | {product}`;
  await field.fill(fresh);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(SEO_MESSAGES.updated)).toBeVisible();
  const head = await (await request.get('/blogs')).text();
  expect(head).toContain(`<title>${fresh.replace('{product}', 'Vernissage')}</title>`);

  // An exhibition with a cover, published: visitors read it on /exhibitions.
  const name = `Winter Light ${Date.now()}`;
  await page.goto('/manage-exhibition');
  await page.getByRole('button', { name: 'Create Exhibition' }).click();
  const form = page.getByRole('dialog', { name: 'Create Exhibition' });
  await form.getByLabel('Exhibition name').fill(name);
  await form.getByLabel('Date').fill('December 2026');
  await form.getByLabel('Author or gallery').fill('Halsted Street Gallery');
  await form.getByRole('textbox', { name: 'Description' }).fill('Paintings of the lake in the short days.');
  await form.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PIXEL });
  await expectAccessible(page, 'create exhibition');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(EXHIBITION_MESSAGES.created)).toBeVisible();
  await page.goto('/exhibitions');
  const card = page.locator('.article-card').filter({ hasText: name });
  await expect(card.locator('img')).toBeVisible();
});
