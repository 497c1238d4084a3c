import { EDUCATION_MESSAGES, EVENT_MESSAGES } from '@vernissage/core/schemas';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, latestMail, signIn, signUpSimple, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { shootWidths } from './screenshots.ts';

/** A 60×40 PNG: big enough for the crop to have an area. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAoCAIAAAAt2Q6oAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAO0lEQVRYw+3OQQkAAAgEsMtlKFvZ0xQ+hMECLNXzTqSlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpaWlpS8tj6EylZgrrzMAAAAASUVORK5CYII=',
  'base64',
);

// One after the other: two sign-ins at once from one address meet the sign-in limit.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a collector lists an event, the admin approves it, it is on News and Events and the author is e-mailed', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 1_000_000;
  const title = `Lakefront Print Fair ${stamp}`;
  const email = uniqueEmail('events');

  // A collector lists an event: the empty form names each missing field, then it waits for approval.
  await page.goto('/');
  const welcome = await signUpSimple(page, { name: 'Nora Lister', email, password: 'lister-pass-1' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await page.goto('/manage-news-events');
  await expect(page.getByRole('heading', { level: 1, name: 'List An Event' })).toBeVisible();
  await page.getByRole('button', { name: 'List An Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'List An Event' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(EVENT_MESSAGES.title)).toBeVisible();
  await expect(dialog.getByText(EVENT_MESSAGES.date)).toBeVisible();
  await expectAccessible(page, 'list an event with errors');
  await dialog.getByLabel('Event title').fill(title);
  await dialog.getByLabel('Date').fill('2026-12-12');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Forty printmakers on the lakefront, with demonstrations all day.');
  await dialog.getByLabel('Link (optional)').fill('https://example.com/print-fair');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: PICTURE });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(EVENT_MESSAGES.submitted)).toBeVisible();
  await expect(page.getByText(EVENT_MESSAGES.submitted)).toBeHidden({ timeout: 10_000 });
  const mine = page.getByRole('region', { name: 'Your events' });
  await expect(mine.getByRole('row', { name: new RegExp(title) })).toContainText('Waiting for approval');
  await expectAccessible(page, 'list an event, waiting');
  await shootWidths(page, testInfo, 'list-an-event', [1440, 390]);

  // While it waits, the author moves it a day later.
  await mine.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit your event' });
  await expect(edit.getByLabel('Event title')).toHaveValue(title);
  await edit.getByLabel('Date').fill('2026-12-13');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EVENT_MESSAGES.updated)).toBeVisible();
  await expect(mine.getByRole('row', { name: new RegExp(title) })).toContainText('Dec 13, 2026');

  // The admin, in a window of their own, approves it from the events waiting.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await adminContext.newPage();
  await skipMaintenanceAlert(admin);
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/manage-news-events');
  const review = admin.getByRole('region', { name: 'Events to review' });
  const row = review.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('listed by Nora Lister');
  await expectAccessible(admin, 'events to review');
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(admin.getByText(EVENT_MESSAGES.approved)).toBeVisible();
  await expect(row).toBeHidden();
  await shootWidths(admin, testInfo, 'events-to-review', [1440]);

  // It is public now, and the author has the admin's answer.
  await page.goto('/news-events');
  await expect(page.locator('.article-card').filter({ hasText: new RegExp(title, 'i') }).locator('img')).toBeVisible();
  const mail = await latestMail(request, email, 'event-approved');
  expect(mail.text).toContain(title);
  await page.goto('/manage-news-events');
  const approvedRow = page.getByRole('region', { name: 'Your events' }).getByRole('row', { name: new RegExp(title) });
  await expect(approvedRow).toContainText('Approved');
  await expect(approvedRow.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);

  // The admin writes a news item published elsewhere: the list opens the publisher's page.
  const press = `The print fair in the press ${stamp}`;
  await admin.getByRole('button', { name: 'Write a news item' }).click();
  const news = admin.getByRole('dialog', { name: 'Write a news item' });
  await news.getByLabel('Title').fill(press);
  await news.getByRole('textbox', { name: 'Description' }).fill('A review of the lakefront fair and its printmakers.');
  await news.getByLabel('Author or publisher').fill('Chicago Arts Weekly');
  await news.getByLabel('Published elsewhere (optional)').fill('https://arts-weekly.example/print-fair');
  await expectAccessible(admin, 'write a news item');
  await news.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText(EVENT_MESSAGES.published)).toBeVisible();
  await page.goto('/news-events');
  const pressCard = page.locator('.article-card').filter({ hasText: new RegExp(press, 'i') });
  await expect(pressCard.getByRole('link', { name: /Keep reading/ })).toHaveAttribute('href', 'https://arts-weekly.example/print-fair');

  await adminContext.close();
});

test('the admin writes an education entry with its image cropped to 1.5 : 1', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 1_000_000;
  const admin = page;
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  const guide = `Caring for Works on Paper ${stamp}`;
  await admin.goto('/manage-education');
  await expect(admin.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create Education' }).click();
  const form = admin.getByRole('dialog', { name: 'Create Education' });
  await form.locator('input[type="file"]').setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: PICTURE });
  const crop = admin.getByRole('dialog', { name: 'Crop the cover image' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Upload' }).click();
  await expect(crop).toBeHidden();
  await expect(form.getByText('paper.jpg (cropped)')).toBeVisible();
  await form.getByLabel('Education name').fill(guide);
  await form.getByLabel('Date').fill('Winter 2026');
  await form.getByLabel('Author or gallery').fill('Vernissage');
  await form.getByLabel('Meta description').fill('How to keep a drawing well.');
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await description.click();
  await admin.keyboard.type('Light, humidity and the right mat.');
  await expect(description).toContainText('the right mat');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(admin.getByText(EDUCATION_MESSAGES.created)).toBeVisible();
  await expect(admin.getByText(EDUCATION_MESSAGES.created)).toBeHidden({ timeout: 10_000 });
  await expectAccessible(admin, 'manage education');
  await admin.goto('/education');
  await expect(admin.locator('.article-card').filter({ hasText: new RegExp(guide, 'i') }).locator('img')).toBeVisible();
});
