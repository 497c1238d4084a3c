import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import axe, { type ImpactValue, type Result } from 'axe-core';

/**
 * Every journey runs axe-core on every page it opens and fails on a serious or critical
 * violation. Specs import `test` from here instead of '@playwright/test' (ESLint says so); its
 * automatic fixture
 * - scans each page once it has settled after `page.goto` and `page.reload`;
 * - scans every page still open at the end of the journey, and a window's pages before the
 *   journey closes it, including windows opened with `browser.newContext()`;
 * - fails the journey if a page reached by a click (a link, a redirect) was never scanned, naming
 *   it, so a journey calls `expectAccessible(page, label)` where it reaches a page or a state worth
 *   a look of its own: an open dialog, a modal of the quiz, a form with its errors.
 * Failures are soft: the journey goes on and reports every page's violations at once, each
 * with its rule, impact, selectors and help page; every scan prints its counts. No axe rule is
 * turned off. The time a scan takes is added to the journey's timeout.
 *
 * A state is scanned once per run, whichever journey reaches it first: a page as loaded, a page
 * as a journey leaves it, a labelled state (label and page). Many journeys pass through home, the
 * sign-in dialog and an artwork page, and a scan costs seconds on a busy machine. A document
 * already scanned at the same window size (its whole HTML the same) is not scanned again. The workers
 * share the record through a directory (E2E_AXE_DIR, made by the Playwright config). A retry
 * scans everything again, so a violation cannot pass as a flaky journey.
 */

const BLOCKING: readonly ImpactValue[] = ['critical', 'serious'];
const IMPACTS: readonly ImpactValue[] = ['critical', 'serious', 'moderate', 'minor'];

/**
 * axe-core's source, installed once per document: a single-page app keeps its document from page
 * to page, and compiling 600 KB of script again for each scan costs seconds on a busy machine.
 */
// (An evaluation from Playwright may eval despite the page's CSP.)
const AXE_ONCE = `window.axe || (0, eval)(${JSON.stringify(axe.source)})`;

/** How long a page may keep the network busy before it is scanned anyway (images render lazily). */
const SETTLE_MS = 5_000;

interface Journey {
  /** Where a page's main frame went: the path keys of the pages the journey opened. */
  visited: Set<string>;
  scanned: Set<string>;
  /** label @ key: a state scanned once is not scanned again by a helper that runs twice. */
  labels: Set<string>;
  pages: Set<Page>;
  summary: string[];
}

/** Begins every failure message of this file, to tell its soft failures from the journey's own. */
const AXE_FAILURE = 'axe:';

const journeys = new Map<string, Journey>();

/**
 * Claims a state for this journey: false when a journey of this run has scanned it already. With
 * no shared directory (a spec run under another config), or on a retry, every state is scanned.
 */
function claim(state: string, testInfo: TestInfo): boolean {
  const dir = process.env.E2E_AXE_DIR;
  if (!dir || testInfo.retry > 0) return true;
  try {
    writeFileSync(path.join(dir, createHash('sha1').update(state).digest('hex')), state, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The path as a page key: '/artwork-for-sale/Some-title-12' and '/change-role/<token>' are one
 * page each, whatever the work or the token.
 */
function pageKey(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const [first = '', ...rest] = new URL(url).pathname.split('/').filter(Boolean);
  return rest.length > 0 ? `/${first}/…` : `/${first}`;
}

function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.slice(0, 8).map((node) => `      ${node.target.join(' ')}${node.any[0]?.message ? `  (${node.any[0].message})` : ''}`);
      const more = violation.nodes.length > 8 ? [`      …and ${violation.nodes.length - 8} more`] : [];
      return [`  ${violation.id} (${violation.impact}, ${violation.nodes.length} element${violation.nodes.length === 1 ? '' : 's'}): ${violation.help}`, `    ${violation.helpUrl}`, ...targets, ...more].join('\n');
    })
    .join('\n');
}

/**
 * Lets transitions and the opening animation of a modal end, so colours are read as shown, and
 * pauses the endless ones (the home marquee) while axe reads the page: a moving page makes every
 * style axe asks for cost a new layout.
 */
async function holdAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const endless = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations === Infinity);
      for (const animation of endless) animation.pause();
      (window as unknown as { pausedForAxe: Animation[] }).pausedForAxe = endless;
    })
    .catch(() => undefined);
  await animationsEnded(page);
}

/**
 * Waits until no finite animation runs on the page (a picture fading in, a dialog's opening zoom
 * in the journeys that ask for motion), one that begins meanwhile too, for at most 2 s; endless
 * ones (the home marquee) are left moving, so the scan reads the page as it comes to rest.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const deadline = performance.now() + 2_000;
      for (;;) {
        const finite = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
        const left = deadline - performance.now();
        if (finite.length === 0 || left <= 0) break;
        await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, left))]);
      }
    })
    .catch(() => undefined);
}

/**
 * Lets an Ant Design message (a toast that leaves by itself after 3 s) go before the scan: one
 * that starts fading while axe reads the page is read at part opacity, a contrast failure of a
 * frame no one sees.
 */
async function waitForMessages(page: Page): Promise<void> {
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
}

async function releaseAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const paused = (window as unknown as { pausedForAxe?: Animation[] }).pausedForAxe ?? [];
      for (const animation of paused) animation.play();
    })
    .catch(() => undefined);
}

interface ScanOptions {
  /** After a load: wait (bounded) for the page's requests to end and its loader to go first. */
  settle?: boolean;
  /** What is scanned, claimed for the run with the page it is on (see claim). */
  state: string;
}

async function scan(page: Page, label: string, testInfo: TestInfo, journey: Journey | undefined, { settle = false, state }: ScanOptions): Promise<void> {
  const started = Date.now();
  try {
    if (settle) {
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
      await page
        .locator('.page-loader')
        .first()
        .waitFor({ state: 'hidden', timeout: SETTLE_MS })
        .catch(() => undefined);
    }
    const settled = Date.now();
    // Where the page is once settled: a missing work's link has gone on to /data-not-found.
    const key = pageKey(page.url());
    const claimed = `${state} @ ${key}`;
    if (!claim(claimed, testInfo)) {
      if (key) journey?.scanned.add(key);
      journey?.summary.push(`axe ${label}: scanned earlier in this run (${claimed})`);
      return;
    }
    await waitForMessages(page);
    // The same document at the same size reads the same: a page the journey left as it was
    // scanned (the end of a journey, a state two journeys reach with the same data) is not read
    // again. The size counts: a page at 390 wide lays out and colours differently.
    const drawn = await page
      .evaluate(() => `${window.innerWidth}x${window.innerHeight} ${document.documentElement.outerHTML}`)
      .catch(() => null);
    if (drawn !== null && !claim(`document ${createHash('sha1').update(drawn).digest('hex')}`, testInfo)) {
      if (key) journey?.scanned.add(key);
      journey?.summary.push(`axe ${label}: the same document was scanned earlier in this run`);
      return;
    }
    await holdAnimations(page);
    const url = page.url();
    // Legacy mode runs axe.run in the page itself: the app has no frames, and the default mode
    // opens a blank page per scan to merge the frames' results. Only violations need every
    // element listed.
    const results = await new AxeBuilder({ page, axeSource: AXE_ONCE })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze()
      .finally(() => releaseAnimations(page));
    const counts = IMPACTS.map((impact) => `${results.violations.filter((violation) => violation.impact === impact).reduce((sum, violation) => sum + violation.nodes.length, 0)} ${impact}`);
    const line = `axe ${label} (${new URL(url).pathname}): ${counts.join(', ')}; ${results.passes.length} rules passed, ${((Date.now() - started) / 1000).toFixed(1)} s (settle ${((settled - started) / 1000).toFixed(1)} s)`;
    console.log(line);
    journey?.summary.push(line);
    const scannedKey = pageKey(url);
    if (scannedKey) journey?.scanned.add(scannedKey);
    const blocking = results.violations.filter((violation) => violation.impact && BLOCKING.includes(violation.impact));
    if (results.violations.length > 0) {
      await testInfo.attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
    }
    expect.soft(blocking.length, `${AXE_FAILURE} serious or critical violations on ${label} (${url}):\n${describe(blocking)}\n`).toBe(0);
  } finally {
    // The journey's timeout is set for its own steps: the time spent scanning is added to it.
    if (testInfo.timeout > 0) testInfo.setTimeout(testInfo.timeout + (Date.now() - started));
  }
}

/**
 * Scans the page as it is now (an open dialog included) and fails the journey, softly, on any
 * serious or critical violation, listed with rule, impact, selectors and help. A helper that runs
 * several times in a journey (signing in) scans its state once.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const testInfo = base.info();
  const journey = journeys.get(testInfo.testId);
  const once = `${label} @ ${pageKey(page.url())}`;
  if (journey?.labels.has(once)) return;
  journey?.labels.add(once);
  await scan(page, label, testInfo, journey, { state: `state ${label}` });
}

/** Scans a page the journey loaded, once it has settled. */
async function scanLoaded(page: Page, label: string, testInfo: TestInfo, journey: Journey, requested?: string): Promise<void> {
  await scan(page, label, testInfo, journey, { settle: true, state: 'loaded' });
  // A path the app sent elsewhere at once (/register opens the sign-up over home) is scanned as
  // where it went.
  const key = requested ? pageKey(new URL(requested, page.url()).href) : null;
  if (key) journey.scanned.add(key);
}

function watchPage(page: Page, testInfo: TestInfo, journey: Journey): void {
  if (journey.pages.has(page)) return;
  journey.pages.add(page);
  // What the page threw or logged as an error, printed as it happens: a journey that meets the
  // error page says why.
  page.on('pageerror', (error) => console.log(`page error at ${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error at ${page.url()}: ${message.text()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const key = pageKey(frame.url());
    if (key) journey.visited.add(key);
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await scanLoaded(page, `page ${new URL(url, page.url()).pathname}`, testInfo, journey, url);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await scanLoaded(page, `page ${new URL(page.url()).pathname} reloaded`, testInfo, journey);
    return response;
  };
}

async function scanOpenPages(pages: Page[], label: string, testInfo: TestInfo, journey: Journey): Promise<void> {
  for (const page of pages) {
    if (!page.isClosed() && pageKey(page.url())) await scan(page, `${label} at ${new URL(page.url()).pathname}`, testInfo, journey, { state: 'left' });
  }
}

function watchContext(context: BrowserContext, testInfo: TestInfo, journey: Journey): void {
  for (const page of context.pages()) watchPage(page, testInfo, journey);
  context.on('page', (page) => watchPage(page, testInfo, journey));
}

/** True while the journey has failed on nothing but accessibility: its pages are still worth scanning. */
function stillScanning(testInfo: TestInfo): boolean {
  return testInfo.errors.every((error) => error.message?.includes(AXE_FAILURE));
}

export const test = base.extend<{ accessibilityScans: void }>({
  accessibilityScans: [
    async ({ browser, context, page }, use, testInfo) => {
      const journey: Journey = { visited: new Set(), scanned: new Set(), labels: new Set(), pages: new Set(), summary: [] };
      journeys.set(testInfo.testId, journey);
      watchContext(context, testInfo, journey);
      watchPage(page, testInfo, journey);
      // Windows a journey opens for a second person are watched too, for this journey only.
      const newContext = browser.newContext.bind(browser);
      const contexts: BrowserContext[] = [];
      (browser as Browser).newContext = async (options) => {
        const opened = await newContext(options);
        contexts.push(opened);
        watchContext(opened, testInfo, journey);
        const close = opened.close.bind(opened);
        opened.close = async (closeOptions) => {
          if (stillScanning(testInfo)) await scanOpenPages(opened.pages(), 'before the window closes', testInfo, journey);
          await close(closeOptions);
        };
        return opened;
      };

      await use();

      (browser as Browser).newContext = newContext;
      try {
        if (testInfo.expectedStatus !== 'passed' || !stillScanning(testInfo)) return;
        await scanOpenPages(
          [context, ...contexts].flatMap((each) => each.pages()),
          'end of the journey',
          testInfo,
          journey,
        );
        const unscanned = [...journey.visited].filter((key) => !journey.scanned.has(key));
        expect
          .soft(unscanned, `${AXE_FAILURE} pages this journey opened but never scanned; call expectAccessible(page, label) once the journey is on them`)
          .toEqual([]);
        await testInfo.attach('axe summary', { body: journey.summary.join('\n'), contentType: 'text/plain' });
      } finally {
        journeys.delete(testInfo.testId);
      }
    },
    { auto: true },
  ],
});

export { expect };
