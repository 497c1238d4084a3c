import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { shootWidths } from './screenshots.ts';
import { ADMIN, latestMail, signIn, signUpSimple, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { takeQuizThroughApi } from './quiz-helpers.ts';

/** Subject id of Geometry: the collector below likes it, and the artist's new work is of it. */
const GEOMETRY = 31;

interface QueueItem {
  work: { id: number; title: string };
}

/**
 * A PNG drawn in the page: navy and white stripes with a blue square (what the suggestions
 * should read as its colours), with `noise` random pixels making the file large enough that its
 * upload takes a moment under the throttled network below.
 */
async function drawImage(page: Page, width: number, height: number, noise: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, noise }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#f7f5f0';
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#1b2a5c';
      for (let x = 0; x < width; x += width / 8) g.fillRect(x, 0, width / 16, height);
      g.fillStyle = '#2f5fd0';
      g.fillRect(width / 3, height / 3, width / 3, height / 3);
      if (noise > 0) {
        const data = g.getImageData(0, 0, width, height);
        for (let i = 0; i < data.data.length && i < noise * 4; i += 4) data.data[i] = (Math.random() * 255) | 0;
        g.putImageData(data, 0, 0);
      }
      return canvas.toDataURL('image/png');
    },
    { width, height, noise },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A new browser of its own, at desktop width, past the maintenance alert. */
async function newPerson(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  return { page, close: () => context.close() };
}

/** Picks an option of a searchable multi-select by typing it and taking the first match. */
async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.keyboard.type(option);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveText(option);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // The next select's list opens only once this one has closed.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function queue(page: Page): Promise<QueueItem[]> {
  return ((await (await page.request.get('/api/taste/queue')).json()) as { items: QueueItem[] }).items;
}

async function crowd(page: Page): Promise<number[]> {
  return ((await (await page.request.get('/api/taste/crowd')).json()) as { items: QueueItem[] }).items.map((item) => item.work.id);
}

// A step that cannot happen fails in seconds, not at the journey's time limit.
test.use({ actionTimeout: 20_000 });

test('an invited artist lists a work that a collector finds in their queue and buys; the admin hides another from Art Works @catalogue', async ({ page, browser }, testInfo) => {
  test.setTimeout(360_000);
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The admin invites an artist; the artist sets a password from the e-mailed link.
  const email = uniqueEmail('studio-artist');
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/invite');
  const inviteForm = page.getByRole('form', { name: 'Invite an artist' });
  // The artist's name is this attempt's own, so a retried journey's admin finds only its works.
  // So are the work's title and its copy's: a retry's admin search and seller's grid find one row each.
  const artistName = ['Lena Lattice', 'Mara Linden', 'Ines Larkin'][testInfo.retry % 3]!;
  const title = `Navy Lattice No. ${7 + testInfo.retry}`;
  await inviteForm.getByLabel('Invitee name (optional)').fill(artistName);
  await inviteForm.getByLabel('Email').fill(email);
  await inviteForm.getByRole('button', { name: 'Send invite' }).click();
  await expect(inviteForm.getByRole('status')).toBeVisible();
  const mail = await latestMail(page.request, email, 'invite');
  const link = /(https?:\/\/[^\s"<>]*\/change-role\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

  const artist = await newPerson(browser);
  const a = artist.page;
  await a.goto(link);
  const roleForm = a.getByRole('form', { name: 'Become an artist' });
  await roleForm.getByLabel('Password', { exact: true }).fill('studio-artist-1');
  await roleForm.getByLabel('Confirm password').fill('studio-artist-1');
  await roleForm.getByRole('button', { name: 'Become an artist' }).click();
  await expect(a).toHaveURL(/\/profile$/);
  await expectAccessible(a, 'profile of a new artist');

  // My Works, from the side menu: empty, with a way to add the first work.
  await a.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'My Works' }).click();
  await expect(a).toHaveURL(/\/my-works\/grid$/);
  await expect(a.getByRole('heading', { level: 1, name: 'My Works' })).toBeVisible();
  await expectAccessible(a, 'my works, empty');
  await a.getByRole('link', { name: 'Add a work' }).first().click();
  await expect(a).toHaveURL(/\/project\/projectDetails\/new$/);
  const form = a.getByRole('form', { name: 'Work details' });

  // Three images on a slow uplink, so each upload's progress shows.
  const files = [
    { name: 'lattice-cover.png', mimeType: 'image/png', buffer: await drawImage(a, 900, 1200, 0) },
    { name: 'lattice-detail.png', mimeType: 'image/png', buffer: await drawImage(a, 1000, 800, 400_000) },
    { name: 'lattice-wall.png', mimeType: 'image/png', buffer: await drawImage(a, 1000, 800, 400_000) },
  ];
  const cdp: CDPSession = await a.context().newCDPSession(a);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  await form.getByLabel('Choose images').setInputFiles(files);
  const uploads = form.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar', { name: 'Uploading lattice-wall.png' })).toBeVisible();
  await expectAccessible(a, 'work form, uploading');
  await expect(form.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(form.getByRole('img', { name: 'Image 1, the cover' })).toBeVisible();

  // The cover's colours are offered, and taken.
  const suggestions = a.getByRole('status').filter({ hasText: 'Suggested from the cover' });
  await expect(suggestions).toContainText('Navy');
  await suggestions.getByRole('button', { name: 'Accept suggestions' }).click();
  await expect(form.getByRole('checkbox', { name: /Navy/ })).toBeChecked();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Width').fill('24');
  await form.getByLabel('Height').fill('32');
  await pickOption(a, form.getByLabel('Subjects'), 'Geometry');
  await pickOption(a, form.getByLabel('Mediums'), 'Acrylic paint');
  await pickOption(a, form.getByLabel('Surfaces'), 'Canvas');
  await expect(form.getByText('acrylic paint on canvas')).toBeVisible();
  const kiki = form.getByRole('slider', { name: 'Kiki to Bouba' });
  await kiki.focus();
  await a.keyboard.press('ArrowLeft');
  await expect(kiki).not.toHaveAttribute('aria-valuetext', 'Not set');
  await form.getByLabel('Price').fill('1800');
  await shootWidths(a, testInfo, 'work-form');

  // Saved as a draft: only its seller sees it.
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(a).toHaveURL(/\/project\/projectDetails\/\d+$/);
  const id = Number(/(\d+)$/.exec(a.url())![1]);
  await expect(form.getByText('Draft', { exact: true })).toBeVisible();
  const visitor = await newPerson(browser);
  await visitor.page.goto(`/artwork-for-sale/Navy-Lattice-No-${id}`);
  await expect(visitor.page).toHaveURL(/\/data-not-found$/);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await expectAccessible(visitor.page, 'a draft is not found');

  // Listed: a visitor opens its page.
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(form.getByText('Listed', { exact: true })).toBeVisible();
  await expectAccessible(a, 'work form, listed');
  await visitor.page.goto(`/artwork-for-sale/Navy-Lattice-No-${id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.page.getByText('$1,800').first()).toBeVisible();
  await visitor.close();

  // A copy, listed too: the admin will hide it.
  await a.goto('/my-works/grid');
  await a.getByRole('button', { name: `Duplicate ${title}` }).click();
  const copyTitle = `${title} (copy)`;
  await expect(a.getByRole('heading', { name: copyTitle })).toBeVisible();
  // A seller lists with one press; the admin is asked first (below).
  await a.getByRole('button', { name: `List ${copyTitle}` }).click();
  await expect(a.getByText('Listed (2)', { exact: true })).toBeVisible();
  await expectAccessible(a, 'my works');
  await shootWidths(a, testInfo, 'my-works');

  // A collector whose quiz likes geometry finds the new work in the re-ranked queue, and buys it.
  const collector = await newPerson(browser);
  const c = collector.page;
  await c.goto('/');
  const welcome = await signUpSimple(c, { name: 'Cora Collector', email: uniqueEmail('studio-buyer'), password: 'studio-buyer-1' });
  await welcome.getByRole('button', { name: 'Skip For Now' }).click();
  await expect(c).toHaveURL(/\/view-gallery$/);
  await expectAccessible(c, 'crowd gallery');
  const catalogue = new Map(((await (await c.request.get('/api/artworks?limit=500')).json()) as { items: Array<{ id: number; subjects: number[] }> }).items.map((w) => [w.id, w]));
  await takeQuizThroughApi(c.request, (work) => catalogue.get(work.id)?.subjects.includes(GEOMETRY) ?? false);
  const ranked = await queue(c);
  const position = ranked.findIndex((item) => item.work.id === id);
  expect(position, 'the new work is in the queue').toBeGreaterThanOrEqual(0);
  expect(position, 'and among the works of the kind the collector likes').toBeLessThan(ranked.length / 2);

  await c.goto(`/artwork-for-sale/Navy-Lattice-No-${id}`);
  await c.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(c.getByRole('button', { name: 'Remove from cart', exact: true })).toBeVisible();
  await c.goto('/checkout');
  const shipping = c.getByRole('form', { name: 'Shipping details' });
  await shipping.getByLabel('Address').fill('1200 Lake Shore Dr, Apt 4');
  await shipping.getByRole('combobox', { name: /^City/ }).click();
  await c.keyboard.type('Evans');
  await c.getByTitle('Evanston', { exact: true }).click();
  await shipping.getByLabel('ZIP code').fill('60201');
  await shipping.getByRole('button', { name: /^Place order/ }).click();
  await expect(c).toHaveURL(/\/purchase-sucess$/);

  // The artist sees it on hold: its price is kept and it cannot be deleted.
  await a.goto('/my-works/grid');
  await expect(a.getByText('On hold (1)', { exact: true })).toBeVisible();
  const held = a.getByRole('article').filter({ has: a.getByRole('heading', { name: title, exact: true }) });
  await expect(held.getByText('On hold', { exact: true })).toBeVisible();
  await expect(held.getByRole('button', { name: /^Delete .*: This work is on hold or sold, so it cannot be deleted\.$/ })).toBeDisabled();
  await a.goto(`/project/projectDetails/${id}`);
  await expect(form.getByLabel('Price')).toBeDisabled();

  // The admin hides the copy from Art Works: it leaves the crowd and the collector's queue.
  const copyId = ranked.find((item) => item.work.title === copyTitle)?.work.id;
  expect(copyId, 'the copy was in the queue').toBeDefined();
  expect(await crowd(c)).toContain(copyId);
  await page.goto('/admin-art-works');
  await expect(page.getByRole('heading', { level: 1, name: 'Art Works' })).toBeVisible();
  await page.getByLabel('Search by title or artist').fill(artistName);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: copyTitle });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'art works');
  await shootWidths(page, testInfo, 'art-works');
  await row.getByRole('button', { name: `Hide ${copyTitle}` }).click();
  // The confirmation is pressed once it has finished opening (a press during its opening motion can be lost).
  const confirm = page.getByRole('dialog').filter({ hasText: `Hide “${copyTitle}”?` });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Hide', exact: true }).click({ timeout: 2000 });
    await expect(confirm).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole('cell', { name: 'Hidden', exact: true })).toBeVisible();
  expect(await crowd(c)).not.toContain(copyId);
  await c.request.post('/api/taste/queue/refresh', { data: {} });
  expect((await queue(c)).map((item) => item.work.id)).not.toContain(copyId);

  await collector.close();
  await artist.close();
});
