import { CONSULTATION_MESSAGES as M } from '@vernissage/core/schemas';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, latestMail, signIn, skipMaintenanceAlert, solveCaptcha, uniqueEmail } from './accounts-helpers.ts';
import { shootWidths } from './screenshots.ts';

const TEAM = 'hello@vernissage.art';

test('the admin offers a consultation time, a visitor books it, both get the invitation, it cannot be booked twice, and the admin can cancel it', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  // The admin adds a time a few days ahead, at an hour no other run uses.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await skipMaintenanceAlert(admin);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/create-slots');
  await expect(admin.getByRole('heading', { level: 1, name: 'Consultation Times' })).toBeVisible();
  const ahead = new Date(Date.now() + (3 + Math.floor(Math.random() * 80)) * 24 * 3_600_000); // within the 90 days the page offers
  const day = ahead.toISOString().slice(0, 10);
  const minute = String(Math.floor(Math.random() * 4) * 15).padStart(2, '0');
  const hour = 9 + Math.floor(Math.random() * 3);
  const label = `${hour}:${minute} AM · 45 min`;
  const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  const form = admin.getByRole('form', { name: 'Add a time' });
  await form.getByLabel('Day').fill(day);
  await form.getByLabel('Starts at (Chicago time)').fill(`${String(hour).padStart(2, '0')}:${minute}`);
  await form.getByRole('button', { name: 'Add time' }).click();
  await expect(admin.getByText(M.slotAdded)).toBeVisible();
  await expectAccessible(admin, 'consultation times');
  await shootWidths(admin, testInfo, 'create-slots');

  // A visitor picks it on Schedule Art Consultation and books it with the captcha.
  await skipMaintenanceAlert(page);
  await page.goto('/schedule-art-consultation');
  const booking = page.getByRole('form', { name: 'Book a consultation' });
  // The first days show; the demo's times and this one fill more.
  const moreDays = page.getByRole('button', { name: /^Show \d+ more days?$/ });
  await moreDays.click();
  await booking.getByRole('group', { name: dayName }).getByText(label).click();
  const email = uniqueEmail('consult');
  await booking.getByLabel('Full name').fill('Vera Visitor');
  await booking.getByLabel('Email').fill(email);
  await booking.getByLabel('Phone').fill('+1 312 555 0199');
  await booking.getByLabel(/What would you like to talk about/).fill('Two walls, north light');
  await expectAccessible(page, 'booking a consultation');
  await shootWidths(page, testInfo, 'schedule-consultation');
  const submit = booking.getByRole('button', { name: 'Book this time' });
  await solveCaptcha(booking, submit);
  await submit.click();
  await expect(page.getByText(M.booked)).toBeVisible();

  // Both sides have the e-mail; the booking shows on the admin's list.
  expect((await latestMail(request, email, 'consultation-booked')).text).toContain('Thank you, Vera Visitor');
  expect((await latestMail(request, TEAM, 'consultation-booked-team')).text).toContain(email);
  await admin.reload();
  // Among the many open times (the demo's and this one), the booked ones on their own.
  await admin.getByText(/^Booked \(\d+\)$/).click();
  await expect(admin.getByRole('radio', { name: /^Booked \(/ })).toBeChecked();
  const bookedRow = admin.getByRole('row').filter({ hasText: email });
  await expect(bookedRow).toContainText('Vera Visitor');

  // The booked time is no longer offered (the server refuses a second booking of it: consultations.test.ts).
  await page.reload();
  await moreDays.click();
  await expect(page.getByRole('group', { name: 'Choose a time (Chicago time)' }).getByText('1:00 PM · 45 min').first()).toBeVisible();
  await expect(page.getByRole('group', { name: dayName }).getByText(label)).toHaveCount(0);

  // The visitor writes to change it: the admin cancels the booking, the visitor is e-mailed the
  // calendar's cancellation, and the time is offered again.
  await bookedRow.getByRole('button', { name: /^Cancel the booking of / }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(admin.getByText(M.bookingCancelled)).toBeVisible();
  const cancelled = await latestMail(request, email, 'consultation-cancelled');
  expect(cancelled.text).toContain('is cancelled');
  await adminContext.close();
  await page.reload();
  await moreDays.click();
  await expect(page.getByRole('group', { name: dayName }).getByText(label)).toBeVisible();
});
