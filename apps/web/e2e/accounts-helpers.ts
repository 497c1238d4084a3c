import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y.ts';

export const ADMIN = { email: 'admin@vernissage.local', password: 'vernissage-admin' };

/** A fresh address per run, so journeys never meet an account left by another. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The maintenance alert is another journey's subject; keep it out of the way. */
export async function skipMaintenanceAlert(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('maintenanceAlertSeen', '1'));
}

/**
 * Ticks the real ALTCHA widget and waits until its proof of work enables the submit button (a
 * few seconds alone; with two journeys and the server sharing two cores it once took over 20 s).
 */
export async function solveCaptcha(dialog: Locator, submit: Locator): Promise<void> {
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(submit).toBeEnabled({ timeout: 45_000 });
}

interface MailSummary {
  id: number;
  to: string;
  subject: string;
  template: string;
}

/** The newest e-mail of a kind to an address, read from the development mailbox. */
export async function latestMail(request: APIRequestContext, to: string, template: string): Promise<{ text: string; html: string | null }> {
  let found: MailSummary | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: MailSummary[] };
        found = items.find((item) => item.template === template);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const response = await request.get(`/api/dev/mailbox/${found!.id}`);
  return (await response.json()) as { text: string; html: string | null };
}

export async function openSignIn(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'LOG IN/SIGN UP' }).click();
  const dialog = page.getByRole('dialog', { name: /^Log in to / });
  // The dialog's code is fetched on the first click: on a busy machine that takes seconds.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'sign-in dialog');
  return dialog;
}

/** Opens Login without password from the sign-in dialog and sends a code to `email`. */
export async function requestSignInCode(page: Page, email: string): Promise<Locator> {
  const signInDialog = await openSignIn(page);
  await signInDialog.getByRole('button', { name: 'Login without password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login without password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  return dialog;
}

/** Reads the six-digit code out of an e-mail's text, enters it, and waits for the gallery. */
export async function verifySignInCode(page: Page, dialog: Locator, mailText: string): Promise<void> {
  const code = /\b(\d{6})\b/.exec(mailText)?.[1];
  expect(code, 'a six-digit code in the e-mail').toBeDefined();
  await dialog.getByLabel('Code').fill(code!);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  const submit = dialog.getByRole('button', { name: 'Log in', exact: true });
  await solveCaptcha(dialog, submit);
  await submit.click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expectAccessible(page, 'gallery after signing in');
}

/**
 * The sign-up dialog opens at once; its form's code is fetched on first use (the sign-in dialog
 * fetches it ahead when idle), which on a busy machine (two journeys and the server on two cores)
 * has taken over 10 s.
 */
export async function signUpFormLoaded(dialog: Locator): Promise<void> {
  await expect(dialog.getByLabel('Full name')).toBeVisible({ timeout: 30_000 });
}

/** The simple collector sign-up, from LOG IN/SIGN UP → Sign up; leaves the welcome modal open. */
export async function signUpSimple(page: Page, person: { name: string; email: string; password: string }): Promise<Locator> {
  const signInDialog = await openSignIn(page);
  await signInDialog.getByRole('button', { name: 'Sign up' }).click();
  await signUpInDialog(page, person);
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await expectAccessible(page, 'welcome dialog');
  return welcome;
}

/** Fills the simple collector sign-up dialog, already open on the page, and submits it. */
export async function signUpInDialog(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /as a collector$/ });
  await expect(dialog).toBeVisible();
  await signUpFormLoaded(dialog);
  await expectAccessible(page, 'sign-up dialog');
  await dialog.getByLabel('Full name').fill(person.name);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Phone').fill('312 555 0100');
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByLabel('Confirm password').fill(person.password);
  await dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });
  await solveCaptcha(dialog, submit);
  await submit.click();
}

export async function signOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  const item = page.getByRole('menuitem', { name: /Sign Out/ });
  await expect(item).toBeVisible();
  await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/accounts/sign-out')), item.click()]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'LOG IN/SIGN UP' }).first()).toBeVisible();
}
