import { errors, type Page, type TestInfo } from '@playwright/test';

/**
 * How long one screenshot may take. Chromium has now and then never finished a full-page
 * picture (of a dialog at 390 px, on a busy machine), holding the journey until its own timeout.
 */
const SCREENSHOT_TIMEOUT_MS = 20_000;

/**
 * A screenshot attached to the journey's report as `name`. The pictures are a record for people
 * to look at, not a check: one that does not finish in time is taken again of the viewport alone,
 * and if that does not finish either the journey goes on without it (and says so).
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  for (const whole of fullPage ? [true, false] : [false]) {
    try {
      await page.screenshot({ path, fullPage: whole, timeout: SCREENSHOT_TIMEOUT_MS });
      await testInfo.attach(name, { path, contentType: 'image/png' });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      console.log(`screenshot ${name}${whole ? ' (full page)' : ''} did not finish in ${SCREENSHOT_TIMEOUT_MS / 1000} s`);
    }
  }
}

/**
 * A full-page screenshot at each width (desktop 1440, phone 390), attached to the journey's
 * report; the page is left at desktop width.
 */
export async function shootWidths(page: Page, testInfo: TestInfo, name: string, widths: readonly number[] = [1440, 390]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Let the layout (the side menu, the grids) settle after crossing its breakpoints.
    await page.waitForTimeout(400);
    await keepScreenshot(page, testInfo, `${name}-${width}`, true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
