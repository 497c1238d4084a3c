import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, latestMail, openSignIn, requestSignInCode, signIn, signOut, signUpFormLoaded, signUpSimple, skipMaintenanceAlert, solveCaptcha, uniqueEmail, verifySignInCode } from './accounts-helpers.ts';
import { keepScreenshot } from './screenshots.ts';

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a collector signs up with the full form and takes the taste test', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('full');
  // The captcha solves in blob: workers and injects a style: both must pass the server's CSP.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: /^Join / });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signUpFormLoaded(dialog);

  await dialog.getByLabel('Full name').fill('Frida Collector');
  await expect(dialog.getByText('15/100')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('312 555 0101');
  await dialog.getByRole('combobox', { name: /^City/ }).selectOption('Evanston');
  await dialog.getByLabel('Password', { exact: true }).fill('collector-pass-1');
  await dialog.getByLabel('Confirm password').fill('collector-pass-1');
  await dialog.getByRole('textbox', { name: 'Bio' }).click();
  await page.keyboard.type('I collect small paintings.');
  await expect(dialog.getByText('26/5000')).toBeVisible();
  await dialog.getByRole('combobox', { name: /^How did you hear about us/ }).selectOption('Instagram');
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await expectAccessible(page, 'sign-up dialog filled in');

  // The modal scrolls inside the viewport: its top, then its end with the captcha, at each width.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await dialog.getByLabel('Full name').scrollIntoViewIfNeeded();
    for (const part of ['top', 'end']) {
      if (part === 'end') await dialog.getByRole('button', { name: 'Sign up', exact: true }).scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `sign-up-modal-${width}-${part}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });
  await solveCaptcha(dialog, submit);
  await submit.click();

  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome.getByRole('button', { name: 'Take The Taste Test' })).toBeVisible();
  await expectAccessible(page, 'welcome dialog');
  // Let the modal's opening animation finish before the picture is taken.
  await page.waitForTimeout(500);
  await keepScreenshot(page, testInfo, 'welcome-collector-1440');
  expect(violations).toEqual([]);
  await welcome.getByRole('button', { name: 'Take The Taste Test' }).click();
  await expect(page).toHaveURL(/\/tastequiz$/);
  await expect(page.getByRole('button', { name: 'Account menu for Frida Collector' })).toBeVisible();
  // The journey ends on the quiz's first work drawn, so the last scan finds its fade-in running and
  // waits it out (a11y.ts) rather than reading the page before the work came.
  await expect(page.locator('.quiz-stage__work img')).toBeVisible();
});

test("sign-up's errors on a phone sit under their own field, clear of the next one", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: /^Join / });
  await signUpFormLoaded(dialog);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone').fill('abc');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Full name').click();
  await expect(dialog.getByText('Please validate your email address')).toBeVisible();
  await expect(dialog.getByText(/^Please input a valid phone number/)).toBeVisible();
  await expect(dialog.getByText(/^The password must be at least/)).toBeVisible();
  // For each field with an error: the error's distance below its own input and above the next
  // field's label (the next column of the form's grid).
  const spacing = await dialog.locator('.field-text--error').evaluateAll((items) =>
    items.flatMap((item) => {
      const field = item.querySelector('input')?.name;
      const control = item.querySelector('.field-text__control');
      const error = item.querySelector('.field-text__error');
      const nextLabel = item.nextElementSibling?.querySelector('label');
      if (!field || !control || !error || !nextLabel) return [];
      return [{ field, below: error.getBoundingClientRect().top - control.getBoundingClientRect().bottom, above: nextLabel.getBoundingClientRect().top - error.getBoundingClientRect().bottom }];
    }),
  );
  expect(spacing.map(({ field }) => field)).toEqual(expect.arrayContaining(['email', 'phone', 'password']));
  for (const { field, below, above } of spacing) {
    expect(below, `${field}: error close to its input`).toBeLessThanOrEqual(4);
    expect(above, `${field}: error clear of the next label`).toBeGreaterThanOrEqual(12);
  }
  await expectAccessible(page, 'sign-up dialog with errors on a phone');
});

test('a collector signs up with the simple form and skips the taste test', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const welcome = await signUpSimple(page, { name: 'Georgia Simple', email: uniqueEmail('simple'), password: 'simple-pass-1' });
  await welcome.getByRole('button', { name: 'Skip For Now' }).click();
  await expect(page).toHaveURL(/\/view-gallery$/);
  await expect(page.getByRole('button', { name: 'Account menu for Georgia Simple' })).toBeVisible();
});

test('a wrong password is refused with the captcha reset, then the admin signs in and out', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email').fill(ADMIN.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  await solveCaptcha(dialog, submit);
  await submit.click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid email or password');
  await expect(dialog.getByLabel('Email')).toHaveValue(ADMIN.email);
  await expect(submit).toBeDisabled();
  await expectAccessible(page, 'sign-in dialog refusing the password');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await signIn(page, ADMIN.email, ADMIN.password);
  const menu = page.getByRole('button', { name: /^Account menu for / });
  await expect(menu).toBeVisible();
  const name = ((await menu.getAttribute('aria-label')) ?? '').replace('Account menu for ', '');
  await page.goto('/profile');
  await expect(page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Hold Orders' })).toBeVisible();
  await page.goto('/about-us');
  await signOut(page, name);
  const storage = await page.evaluate(() => window.localStorage.length + window.sessionStorage.length);
  expect(storage).toBe(0);
});

test('a one-time code from the e-mail signs the admin in', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const dialog = await requestSignInCode(page, ADMIN.email);
  await expect(dialog.getByRole('button', { name: /Resend code \(\d+s\)/ })).toBeDisabled();
  await expectAccessible(page, 'one-time code dialog');

  await verifySignInCode(page, dialog, (await latestMail(request, ADMIN.email, 'otp')).text);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('forgot password, reset from the e-mailed link, sign in with the new password', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('reset');
  await page.goto('/');
  const welcome = await signUpSimple(page, { name: 'Reset Person', email, password: 'first-pass-1' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await signOut(page, 'Reset Person');

  await page.goto('/forgotPassword');
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  const submit = dialog.getByRole('button', { name: 'Send reset link' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill(email);
  await submit.click();
  await expect(dialog.getByRole('status')).toContainText('Password reset link has been sent to your email address.');
  await expectAccessible(page, 'forgot password dialog, link sent');

  const mail = await latestMail(request, email, 'reset');
  const link = /(https?:\/\/[^\s"<>]*\/reset-password\?token=[^\s"<>]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('second-pass-2');
  await form.getByLabel('Confirm new password', { exact: true }).fill('second-pass-2');
  await form.getByRole('button', { name: 'Reset password' }).click();
  // The success message's own button: the top bar's LOG IN/SIGN UP would match a looser name.
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expectAccessible(page, 'password reset, sign-in offered');

  // The link is single-use.
  await page.goto(link!);
  await expect(page.getByText('Your request to reset your password has expired or the link has already been used.', { exact: true })).toBeVisible();

  await page.goto('/');
  await signIn(page, email, 'second-pass-2');
  await expect(page.getByRole('button', { name: 'Account menu for Reset Person' })).toBeVisible();
});
