import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * The development mailbox publishes one-time codes and reset links, and /api/test/* changes
 * content without a session: a server started with no settings (`node apps/server/dist/server.js`)
 * must have neither, and each appears only by its own setting, saying so in the log.
 * NODE_ENV=development, which trusts the Vite dev server's origin for writes and drops Secure from
 * cookies, says so in the log too.
 */
const SNIPPET = { status: '1', content: 'Set up by a journey.' };

function logCollector(): { stream: { write: (line: string) => void }; warnings: () => string[] } {
  const lines: string[] = [];
  return {
    stream: { write: (line) => void lines.push(line) },
    warnings: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.level === 40).map((entry) => entry.msg),
  };
}

async function aidsAnswer(t: TestApp): Promise<{ mailbox: number; mailboxPage: string; testRoute: number; demoImages: number; demoImagesBody: string }> {
  const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
  const testRoute = await t.app.inject({ method: 'POST', url: '/api/test/snippets/x', payload: SNIPPET });
  const demoImages = await t.app.inject({ method: 'GET', url: '/api/test/demo-images' });
  return { mailbox: mailbox.statusCode, mailboxPage: page.body, testRoute: testRoute.statusCode, demoImages: demoImages.statusCode, demoImagesBody: demoImages.body };
}

describe('a server started with no settings', () => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    // undefined: not given at all, as on a bare `node apps/server/dist/server.js`.
    t = await createTestApp({ env: { NODE_ENV: undefined, DEV_MAILBOX: undefined, TEST_ROUTES: undefined, LOG_LEVEL: 'warn' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('runs as production, with no development mailbox and no test routes', async () => {
    expect(t.env).toMatchObject({ NODE_ENV: 'production', DEV_MAILBOX: false, TEST_ROUTES: false });
    const answers = await aidsAnswer(t);
    expect(answers.mailbox).toBe(404);
    expect(answers.mailboxPage).not.toContain('Development mailbox');
    expect(answers.testRoute).toBe(404);
    expect(answers.demoImages).toBe(404);
    expect(log.warnings().filter((message) => /DEV_MAILBOX|TEST_ROUTES|NODE_ENV/.test(message))).toEqual([]);
  });
});

describe('NODE_ENV=test without the aids’ settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'test', DEV_MAILBOX: 'false', TEST_ROUTES: 'false' } });
  });
  afterAll(() => t.close());

  it('adds neither: the environment name alone turns nothing on', async () => {
    const answers = await aidsAnswer(t);
    expect(answers.mailbox).toBe(404);
    expect(answers.mailboxPage).not.toContain('Development mailbox');
    expect(answers.testRoute).toBe(404);
  });
});

describe('DEV_MAILBOX and TEST_ROUTES on', () => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'test', DEV_MAILBOX: 'true', TEST_ROUTES: 'true', LOG_LEVEL: 'warn' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('serves both, and warns at start naming each', async () => {
    const answers = await aidsAnswer(t);
    expect(answers.mailbox).toBe(200);
    expect(answers.mailboxPage).toContain('Development mailbox');
    expect(answers.testRoute).toBe(200);
    // The journeys wait on this before they start; a server that renders no drawings is ready at once.
    expect(answers.demoImages).toBe(200);
    expect(JSON.parse(answers.demoImagesBody)).toEqual({ ready: true });
    const warnings = log.warnings();
    expect(warnings).toContainEqual(expect.stringMatching(/^DEV_MAILBOX is on: .*one-time codes and reset links/));
    expect(warnings).toContainEqual(expect.stringMatching(/^TEST_ROUTES is on: \/api\/test\//));
    expect(warnings.filter((message) => message.startsWith('NODE_ENV'))).toEqual([]);
  });
});

describe('NODE_ENV=development', () => {
  let t: TestApp;
  const log = logCollector();
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development', DEV_MAILBOX: 'false', TEST_ROUTES: 'false', LOG_LEVEL: 'warn' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('warns at start that writes are taken from the Vite dev server and cookies go without Secure', () => {
    expect(t.env.NODE_ENV).toBe('development');
    expect(log.warnings()).toContainEqual(expect.stringMatching(/^NODE_ENV is development: writes are accepted from the Vite dev server \(http:\/\/localhost:5173.*\) and session cookies are sent without Secure$/));
  });
});
