import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxSchema, mailMessageSchema } from '@vernissage/core/schemas';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/index.ts';
import { mailLayout } from '../lib/mail-layout.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { claimDueMessages, insertOutbox } from './mail-outbox.ts';
import { createMailer, MAIL_CLAIM_MS, MAIL_RETRY_DELAYS_MS } from './mail.ts';

async function mailbox(t: TestApp, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });
  expect(res.statusCode).toBe(200);
  return mailboxSchema.parse(res.json());
}

async function message(t: TestApp, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
  expect(res.statusCode).toBe(200);
  return mailMessageSchema.parse(res.json());
}

describe('mail without SMTP: the outbox is the mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a message unsent and shows it in the development mailbox', async () => {
    const body = mailLayout({
      product: 'Vernissage',
      heading: 'Your sign-in code',
      paragraphs: ['Enter 482913 to sign in.'],
      action: { label: 'Open Vernissage', url: 'http://localhost:3000/sign-in' },
    });
    const id = await t.app.mail.send({ to: 'Collector@Example.com', subject: 'Your code', template: 'otp', ...body });

    const list = await mailbox(t, '?to=collector@example.com');
    expect(list.total).toBe(1);
    // Without SMTP there is nothing to try again.
    expect(await t.app.mail.retryDue(new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
    expect(list.items[0]).toMatchObject({ id, to: 'Collector@Example.com', subject: 'Your code', template: 'otp', sentAt: null, error: null, attempts: 0, nextAttemptAt: null });

    const shown = await message(t, id);
    expect(shown.text).toContain('Enter 482913 to sign in.');
    expect(shown.text).toContain('Open Vernissage: http://localhost:3000/sign-in');
    expect(shown.html).toContain('href="http://localhost:3000/sign-in"');
  });

  it('lists newest first, in pages, filtered by recipient', async () => {
    for (const n of [1, 2, 3]) await t.app.mail.send({ to: 'pager@example.com', subject: `Message ${n}`, text: `Body ${n}`, template: 'test' });
    const first = await mailbox(t, '?to=pager@example.com&limit=2');
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.subject)).toEqual(['Message 3', 'Message 2']);
    const second = await mailbox(t, '?to=pager@example.com&limit=2&offset=2');
    expect(second.items.map((item) => item.subject)).toEqual(['Message 1']);
    expect((await mailbox(t)).total).toBeGreaterThanOrEqual(4);
  });

  it('shows the mailbox as a page: the list, the chosen text, and its HTML in a sandboxed frame', async () => {
    const body = mailLayout({ product: 'Vernissage', heading: 'Reset <your> password', paragraphs: ['Use the link.'], action: { label: 'Reset', url: 'http://localhost:3000/reset-password?token=abc' } });
    const id = await t.app.mail.send({ to: 'page@example.com', subject: 'Reset <now>', template: 'reset', ...body });
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=page@example.com&id=${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reset &lt;now&gt;');
    expect(page.body).not.toContain('Reset <now>');
    expect(page.body).toContain('http://localhost:3000/reset-password?token=abc');
    expect(page.body).toContain(`<iframe title="HTML version" sandbox src="/dev/mailbox/${id}/html">`);
    const html = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}/html` });
    expect(html.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(html.body).toContain('href="http://localhost:3000/reset-password?token=abc"');
  });

  it('answers an unknown message with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such message' } });
  });
});

describe('mail in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('has no development mailbox, though mail is still kept in the outbox', async () => {
    const id = await t.app.mail.send({ to: 'someone@example.com', subject: 'Secret link', text: 'https://example.com/reset/abc', template: 'reset' });
    expect(id).toBeGreaterThan(0);
    for (const url of ['/api/dev/mailbox', `/api/dev/mailbox/${id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    for (const url of ['/dev/mailbox', `/dev/mailbox/${id}/html`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('Development mailbox');
      expect(res.body).not.toContain('example.com/reset/abc');
    }
  });
});

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** Headers (unfolded) and the text/plain body of a raw message, quoted-printable decoded. */
function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = rest.join('\r\n\r\n');
  // multipart/alternative: take the text/plain part.
  const part = body.split(/\r\n--[^\r\n]+/).find((p) => /content-type: text\/plain/i.test(p)) ?? `\r\n\r\n${body}`;
  const [partHead = '', ...partBody] = part.split('\r\n\r\n');
  let text = partBody.join('\r\n\r\n');
  if (/quoted-printable/i.test(partHead) || /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    text = decodeURIComponent(bytes);
  }
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

describe('mail with SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      // Plain SMTP on loopback: no certificate to trust, and AUTH allowed without TLS for the test.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('bounce@')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
          received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false', SMTP_USER: 'mailer', SMTP_PASSWORD: 's3cret', PRODUCT_NAME: 'Vernissage' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the message and records when it was sent', async () => {
    const body = mailLayout({ product: 'Vernissage', heading: 'Welcome', paragraphs: ['Your account is ready — take the taste test.'] });
    const id = await t.app.mail.send({ to: 'buyer@example.com', subject: 'Welcome to Vernissage', template: 'welcome', ...body });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@vernissage.local');
    expect(mail?.to).toEqual(['buyer@example.com']);
    const parsed = parseMessage(mail?.raw ?? '');
    expect(parsed.headers.from).toMatch(/Vernissage.*<no-reply@vernissage\.local>/);
    expect(parsed.headers.to).toBe('buyer@example.com');
    expect(parsed.headers.subject).toBe('Welcome to Vernissage');
    expect(parsed.text).toContain('Your account is ready — take the taste test.');

    const row = await message(t, id);
    expect(row.sentAt).not.toBeNull();
    expect(row.error).toBeNull();
  });

  it('keeps a rejected message in the outbox with the reason, without failing the caller', async () => {
    const id = await t.app.mail.send({ to: 'bounce@example.com', subject: 'Order placed', text: 'Thank you', template: 'order' });
    expect(id).toBeGreaterThan(0);
    const row = await message(t, id);
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/550/);
    // A final refusal: no retry.
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null });
  });
});

async function outboxRow(t: TestApp, id: number) {
  const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

describe('mail retries: a delivery that may pass is tried again, once at a time, on any process', () => {
  const received: string[] = [];
  /** The SMTP reply code the server answers the message with while it is down; null: it takes it. */
  let failWith: number | null = null;
  let smtp: SMTPServer;
  let t: TestApp;
  const MINUTE = 60_000;
  const later = (ms: number) => new Date(Date.now() + ms);
  const deliveredTo = (to: string) => received.filter((address) => address === to).length;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          if (failWith) return callback(Object.assign(new Error(failWith < 500 ? 'Try again later' : 'Message refused'), { responseCode: failWith }));
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          return callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('keeps a message SMTP could not take for now, and sends it when the time to try again comes', async () => {
    failWith = 451;
    const id = await t.app.mail.send({ to: 'later@example.com', subject: 'Order placed', text: 'Thank you', template: 'order' });
    const failed = await outboxRow(t, id);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.error).toMatch(/451/);
    expect(failed.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(MAIL_RETRY_DELAYS_MS[0]! - MINUTE / 2);
    expect(failed.nextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(MAIL_RETRY_DELAYS_MS[0]!);

    failWith = null;
    expect(await t.app.mail.retryDue(later(MAIL_RETRY_DELAYS_MS[0]! / 2))).toBe(0);
    expect(await t.app.mail.retryDue(later(MAIL_RETRY_DELAYS_MS[0]! + MINUTE))).toBe(1);
    expect(deliveredTo('later@example.com')).toBe(1);
    expect(await outboxRow(t, id)).toMatchObject({ attempts: 2, nextAttemptAt: null, error: null });
    expect((await outboxRow(t, id)).sentAt).not.toBeNull();
    expect(await t.app.mail.retryDue(later(24 * 60 * MINUTE))).toBe(0);
    expect(deliveredTo('later@example.com')).toBe(1);
  });

  it('gives a message up after the last delay, and never tries a refused one again', async () => {
    failWith = 421;
    const id = await t.app.mail.send({ to: 'never@example.com', subject: 'Welcome', text: 'Hello', template: 'welcome' });
    let at = Date.now();
    for (const delay of MAIL_RETRY_DELAYS_MS) {
      at += delay + MINUTE;
      expect(await t.app.mail.retryDue(new Date(at))).toBe(1);
    }
    const givenUp = await outboxRow(t, id);
    expect(givenUp).toMatchObject({ sentAt: null, attempts: MAIL_RETRY_DELAYS_MS.length + 1, nextAttemptAt: null });
    expect(givenUp.error).toMatch(/421/);
    expect(await t.app.mail.retryDue(new Date(at + 24 * 60 * MINUTE))).toBe(0);

    // A message kept in the outbox only (stored while SMTP was off) is never sent once it is on.
    const outboxOnly = await insertOutbox(t.app.db, { to: 'outbox.only@example.com', subject: 'Welcome', text: 'Hello', template: 'welcome' });

    failWith = 554;
    const refused = await t.app.mail.send({ to: 'refused@example.com', subject: 'Welcome', text: 'Hello', template: 'welcome' });
    expect(await outboxRow(t, refused)).toMatchObject({ sentAt: null, attempts: 1, nextAttemptAt: null });
    failWith = null;
    expect(await t.app.mail.retryDue(later(24 * 60 * MINUTE))).toBe(0);
    expect(deliveredTo('never@example.com') + deliveredTo('refused@example.com') + deliveredTo('outbox.only@example.com')).toBe(0);
    expect(await outboxRow(t, outboxOnly)).toMatchObject({ attempts: 0, nextAttemptAt: null, sentAt: null });
  });

  it('delivers messages their process stored and never sent, each once, whichever processes sweep at once', async () => {
    failWith = null;
    const addresses = ['stopped.1@example.com', 'stopped.2@example.com', 'stopped.3@example.com'];
    // Stored in a transaction, and the process stopped before delivering them.
    const queued = await t.app.db.transaction(async (tx) => {
      const stored = [];
      for (const to of addresses) stored.push(await t.app.mail.queue(tx, { to, subject: 'Reminder', text: 'Soon', template: 'reminder' }));
      return stored;
    });
    for (const { id } of queued) expect(await outboxRow(t, id)).toMatchObject({ sentAt: null, attempts: 1 });
    // Their own process holds them a while: nobody takes them meanwhile.
    expect(await t.app.mail.retryDue(later(MAIL_CLAIM_MS / 2))).toBe(0);
    const processes = [t.app.mail, ...[1, 2, 3].map(() => createMailer(t.app.db, t.app.env, t.app.log))];
    try {
      // While one process holds its claim open, another's sweep takes none of them.
      const due = later(MAIL_CLAIM_MS + MINUTE);
      let meanwhile = Promise.resolve(-1);
      const claimed = await t.app.db.transaction(async (tx) => {
        const mine = await claimDueMessages(tx, due, new Date(due.getTime() + MAIL_CLAIM_MS), 10);
        meanwhile = processes[1]!.retryDue(due);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return mine;
      });
      expect(claimed.map((message) => message.message.to).sort()).toEqual(addresses);
      expect(await meanwhile).toBe(0);
      // Once that claim runs out, every process sweeps at once: each message is tried once.
      const next = new Date(due.getTime() + MAIL_CLAIM_MS + MINUTE);
      const tried = await Promise.all(processes.map((mailer) => mailer.retryDue(next)));
      expect(tried.reduce((sum, n) => sum + n, 0)).toBe(addresses.length);
    } finally {
      for (const mailer of processes.slice(1)) (mailer as ReturnType<typeof createMailer>).close();
    }
    for (const to of addresses) expect(deliveredTo(to)).toBe(1);
    for (const { id } of queued) expect(await outboxRow(t, id)).toMatchObject({ attempts: 3, nextAttemptAt: null });
  });

  it('stores nothing when the transaction it was queued in fails', async () => {
    let id = 0;
    await expect(
      t.app.db.transaction(async (tx) => {
        id = (await t.app.mail.queue(tx, { to: 'rolled.back@example.com', subject: 'Booked', text: 'Yes', template: 'booked' })).id;
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(id).toBeGreaterThan(0);
    expect(await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))).toEqual([]);
  });
});
