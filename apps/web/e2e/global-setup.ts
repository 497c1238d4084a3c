import type { FullConfig } from '@playwright/test';

/**
 * Waits for the server's first start to finish drawing the demo catalogue's pictures. The server
 * answers as soon as the home page's drawings are in and renders the rest (about 300) in the
 * background, which keeps both cores of a small machine busy for two minutes or more: journeys
 * started meanwhile see every page several times slower than a collector would. On a slow day,
 * or with other work on the machine, it has taken more than five minutes: it may take ten.
 */
export default async function waitForDemoImages(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('the journeys have no baseURL');
  const started = Date.now();
  const deadline = started + 600_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/api/test/demo-images`);
    if (!response.ok) throw new Error(`GET /api/test/demo-images answered ${response.status}: the journeys need TEST_ROUTES on`);
    const { ready } = (await response.json()) as { ready: boolean };
    if (ready) {
      console.log(`demo images ready after ${((Date.now() - started) / 1000).toFixed(0)} s of waiting`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo images were not all rendered within 10 minutes');
}
