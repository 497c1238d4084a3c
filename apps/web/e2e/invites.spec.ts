import { expect, expectAccessible, test } from './a11y.ts';
import { shootWidths } from './screenshots.ts';
import { ADMIN, latestMail, signIn, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';

test('the admin invites an artist, who sets a password from the e-mailed link and lands on the profile as an artist', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('invited');

  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/invite');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite' })).toBeVisible();
  await expect(page.getByText('You can send as many invites as you need.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite an artist' });

  // The admin address is not allowed.
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByRole('alert')).toContainText('This email address not allowed to invite');

  await form.getByLabel('Invitee name (optional)').fill('Hilma Invited');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send invite' }).click();
  await expect(form.getByRole('status')).toContainText(`An account has been created for ${email}`);
  await expectAccessible(page, 'invite sent');
  await shootWidths(page, testInfo, 'invite');

  const mail = await latestMail(request, email, 'invite');
  const link = /(https?:\/\/[^\s"<>]*\/change-role\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  // The invitee opens the link in their own browser.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await skipMaintenanceAlert(invitee);
  await invitee.setViewportSize({ width: 1440, height: 900 });
  await invitee.goto(link!);
  const roleForm = invitee.getByRole('form', { name: 'Become an artist' });
  await expect(roleForm.getByText(email)).toBeVisible();
  await shootWidths(invitee, testInfo, 'change-role');

  await roleForm.getByLabel('Password', { exact: true }).fill('artist-pass-1');
  await roleForm.getByLabel('Confirm password').fill('artist-pass-1');
  await roleForm.getByRole('button', { name: 'Become an artist' }).click();
  await expect(invitee).toHaveURL(/\/profile$/);
  // The profile reads invite_artist_confirm once and greets the new artist.
  await expect(invitee.getByText('Welcome to Vernissage as an artist')).toBeVisible();
  await expectAccessible(invitee, 'profile of a new artist');
  expect(await invitee.evaluate(() => window.sessionStorage.getItem('invite_artist_confirm'))).toBeNull();

  await invitee.getByRole('button', { name: 'Account menu for Hilma Invited' }).click();
  // The account menu (a dropdown, outside the side menu's navigation) lists My Works.
  await expect(invitee.locator('.ant-dropdown').getByRole('menuitem', { name: /My Works/ })).toBeVisible();
  await expectAccessible(invitee, 'account menu of an artist');
  await expect(invitee.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'My Works' })).toBeVisible();
  await invitee.keyboard.press('Escape');

  // As an artist, the invitee may now invite others, within the allowance.
  await invitee.goto('/invite');
  await expect(invitee.getByText(/invites left\./)).toHaveText('You have 3 of 3 invites left.');
  await shootWidths(invitee, testInfo, 'invite-artist');

  // The link works once.
  await invitee.goto(link!);
  await expect(invitee.getByText('Your request to change your role has expired, or the link has already been used.')).toBeVisible();
  await expect(invitee.getByText('Please attempt to change your role again.')).toBeVisible();
  await shootWidths(invitee, testInfo, 'change-role-expired');
  await context.close();
});
