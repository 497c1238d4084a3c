import { flagFormat, storedValue } from '../lib/browser-storage.ts';
import { onIdle } from '../lib/on-idle.ts';

/** Set once this browser has the web fonts: they are then in its cache. */
export const WEB_FONTS_KEY = 'web-fonts-cached';

const cached = storedValue('local', WEB_FONTS_KEY, flagFormat, false);

/** The web fonts' faces (a stylesheet the build emits with its own font files). */
const faces = () => import('./web-font-faces.ts');

/**
 * The web fonts (Inter, Playfair Display), without taking a first visit's bandwidth from the
 * page's code and pictures. Until they arrive, text is drawn in fallback faces scaled to take
 * the same room (font-fallbacks.css), so nothing moves when they swap in.
 *
 * - A browser that has had them (they are cached for a year) declares them at once, so the first
 *   paint already uses them.
 * - A first visit fetches them once the page has loaded and the browser is idle. On an emulated
 *   phone's slow connection their 55 KB had been fetched beside the page's code at the highest
 *   priority, and the gallery's picture came about 0.45 s later for it (README, 'What a phone
 *   waits for before the first picture').
 *
 * A failure leaves the fallback faces, and the next page tries again.
 */
export function loadWebFonts(loadFaces: () => Promise<unknown> = faces): void {
  const load = () =>
    void loadFaces().then(
      () => cached.write(true),
      () => undefined,
    );
  if (cached.read()) {
    load();
    return;
  }
  const whenIdle = () => onIdle(load, { timeoutMs: 2_000, fallbackMs: 200 });
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
