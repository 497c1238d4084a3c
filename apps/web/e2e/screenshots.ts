import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page screenshot at each width (desktop 1440, phone 390), attached to the journey's
 * report; the page is left at desktop width.
 */
export async function shootWidths(page: Page, testInfo: TestInfo, name: string, widths: readonly number[] = [1440, 390]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Let the layout (the side menu, the grids) settle after crossing its breakpoints.
    await page.waitForTimeout(400);
    const shot = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: shot, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
