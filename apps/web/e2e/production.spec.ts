import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, requestSignInCode, signIn, signOut, skipMaintenanceAlert, verifySignInCode } from './accounts-helpers.ts';

/**
 * The production build as a person meets it: the server started as `npm start` starts it (no
 * NODE_ENV, no development aid), its e-mail delivered over SMTP to a server this file runs on
 * loopback. The other journeys run the same build with NODE_ENV=test and the development mailbox
 * (README, Development-only features); this one checks what those settings change: no mailbox, no
 * test routes, secure session cookies, mail through SMTP.
 *
 * It runs in the project that goes after the others (playwright.config.ts), so its server's first
 * start (the demo drawings) does not slow them.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.E2E_PRODUCTION_PORT ?? 3198);
const origin = `http://127.0.0.1:${port}`;

interface Delivered {
  to: string;
  raw: string;
}

let server: ChildProcess | undefined;
let smtp: SMTPServer | undefined;
const delivered: Delivered[] = [];

async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    // Plain SMTP on loopback, as a relay on the same host would take it.
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) delivered.push({ to: to.address, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port');
  return address.port;
}

async function startServer(smtpPort: number): Promise<void> {
  // Only what a person sets to run it: no NODE_ENV, no DEV_MAILBOX, no TEST_ROUTES.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vernissage-production-')),
    PUBLIC_URL: origin,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
  };
  server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the production server stopped at start:\n${errors}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the production server did not answer within 150 s:\n${errors}`);
}

/** The text of the newest message delivered to an address whose raw source matches `pattern`. */
async function delivery(to: string, pattern: RegExp): Promise<string> {
  let found: Delivered | undefined;
  await expect
    .poll(() => (found = delivered.findLast((mail) => mail.to === to && pattern.test(mail.raw))), { timeout: 20_000, message: `an e-mail to ${to} over SMTP` })
    .toBeDefined();
  // Quoted-printable soft breaks and '=' escapes, enough to read a code out of the text.
  return found!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await startServer(await startSmtp());
});

test.afterAll(async () => {
  server?.kill();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
});

test('the production build has no development aid', { tag: '@production' }, async ({ request }) => {
  for (const url of ['/api/dev/mailbox', '/api/dev/mailbox/1']) expect((await request.get(url)).status(), url).toBe(404);
  const write = await request.post('/api/test/snippets/Notification', { data: { status: '1', content: 'hello' }, headers: { origin } });
  expect(write.status()).toBe(404);
  // /dev/mailbox is not a page of the product: the web app answers it with its 404 page.
  const page = await request.get('/dev/mailbox');
  expect(await page.text()).not.toContain('Mailbox');
});

test('on the production build the admin signs in with a password and with a code e-mailed over SMTP', { tag: '@production' }, async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  const session = (await context.cookies()).find((cookie) => cookie.name.includes('session_token'));
  expect(session, 'a session cookie').toBeDefined();
  expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  await signOut(page, 'Vernissage Admin');

  const dialog = await requestSignInCode(page, ADMIN.email);
  // The body only: the message's headers carry dates and ids with digits of their own.
  const text = await delivery(ADMIN.email, /code/i);
  await verifySignInCode(page, dialog, text.split(/\r?\n\r?\n/).slice(1).join('\n'));
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expectAccessible(page, 'gallery after a code');
});
