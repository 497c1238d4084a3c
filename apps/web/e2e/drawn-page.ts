import type { Page } from '@playwright/test';

export interface HeldApp {
  /** Lets the app's code through: the app then takes the drawn page over. */
  release: () => void;
  /** Page errors and React's hydration errors seen since, for the journey to expect none. */
  problems: string[];
}

/**
 * For a page the server draws (decision record 048): holds the app's entry file back until
 * `release`, so a journey can see and use the page before the app is there, and records what
 * would show the take-over going wrong. Call before opening the page.
 */
export async function holdAppCode(page: Page): Promise<HeldApp> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) problems.push(message.text());
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release, problems };
}
