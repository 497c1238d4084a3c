import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by the real server, on a fresh embedded
// database with the demo catalogue, in Debian's Chromium.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'vernissage-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Where the journeys' accessibility scans record the states scanned in this run (e2e/a11y.ts).
process.env.E2E_AXE_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'vernissage-axe-'));
mkdirSync(process.env.E2E_AXE_DIR, { recursive: true });

export default defineConfig({
  testDir: './e2e',
  // Journeys begin once the server has drawn all the demo pictures (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails is run once more under CI, with its trace recorded, so a flake can be
  // told from a failure and looked into; a journey that passed only the second time fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every step of every journey and slows the whole run by about a third: it is
    // kept for a journey's retry (CI retries once), or asked for with --trace on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The journeys ask for reduced motion, as some collectors do: dialogs, menus and drawers then
    // open and close at once, and no click lands on a popup still zooming in. The home journeys
    // that watch the marquee move ask for motion again.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@shared-quiz|@production|@catalogue/ },
    // After the others: journeys that change what every other journey reads (the quiz order, new
    // works in the catalogue), and the production build's own server (e2e/production.spec.ts), whose first start is heavy.
    // One at a time, as they change what each other reads too: the quiz reorder must not race the
    // studio journey's collector taking the quiz.
    { name: 'after', use: { ...devices['Desktop Chrome'] }, grep: /@shared-quiz|@production|@catalogue/, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      // The journeys read codes and links from the development mailbox and set up state through
      // /api/test/*; the built server publishes neither unless told.
      DEV_MAILBOX: 'true',
      TEST_ROUTES: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
