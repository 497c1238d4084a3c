import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export interface PageFigures {
  score: number;
  lcpMs: number;
  clsValue: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  totalBytes: number;
  scriptBytes: number;
  /**
   * Lighthouse's reading of this machine's CPU speed as it ran (its benchmark index; higher is
   * faster). It multiplies the CPU time it observes by 4, so TBT grows as this falls.
   */
  cpuIndex: number;
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement: string;
}

interface AuditDetails {
  items?: Array<Record<string, unknown>>;
}

/**
 * One Lighthouse run with its default mobile settings: an emulated phone, simulated slow 4G
 * (150 ms, 1.6 Mbps) and a 4x slower CPU, performance category only, in a fresh Chromium.
 */
export async function runLighthouse(url: string, cookie?: string): Promise<PageFigures> {
  try {
    return await runOnce(url, cookie);
  } catch (error) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): one more try.
    console.log(`  (${error instanceof Error ? error.message : String(error)}; trying once more)`);
    return runOnce(url, cookie);
  }
}

async function runOnce(url: string, cookie?: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // LIGHTHOUSE_REPORT_DIR keeps each run's whole report, for the audits' own breakdowns.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
    const resources = (audit('resource-summary')?.details as AuditDetails | undefined)?.items ?? [];
    const scriptBytes = Number(resources.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN);
    const lcpItems = (audit('largest-contentful-paint-element')?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items;
    const lcpElement = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      clsValue: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      fcpMs: value('first-contentful-paint'),
      speedIndexMs: value('speed-index'),
      totalBytes: value('total-byte-weight'),
      scriptBytes,
      cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      lcpElement,
    };
  } finally {
    chrome.kill();
  }
}
