import { flagFormat, storedValue } from '../lib/browser-storage.ts';
import { onIdle } from '../lib/on-idle.ts';
import interText from './fonts/inter-text.woff2?url';
import playfairItalicText from './fonts/playfair-display-italic-text.woff2?url';
import playfairText from './fonts/playfair-display-text.woff2?url';

/** Set once this browser has the web fonts: they are then in its cache. */
export const WEB_FONTS_KEY = 'web-fonts-cached';

const cached = storedValue('local', WEB_FONTS_KEY, flagFormat, false);

/** The web fonts' faces (a stylesheet the build emits with its own font files). */
const faces = () => import('./web-font-faces.ts');

/** The files nearly every page's text draws from (Latin; the accented letters' files come when a page has them). */
const TEXT_FILES: readonly string[] = [interText, playfairText, playfairItalicText];

/** Fetches the files into the browser's cache, at low priority, without declaring them to the page. */
async function fetchTextFiles(): Promise<void> {
  await Promise.all(
    TEXT_FILES.map(async (href) => {
      const response = await fetch(href, { priority: 'low' });
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      await response.arrayBuffer();
    }),
  );
}

interface WebFontLoaders {
  /** Declares the faces (imports their stylesheet). */
  loadFaces?: () => Promise<unknown>;
  /** Fetches the files into the cache without declaring them. */
  fetchFiles?: () => Promise<unknown>;
}

let declare: (() => void) | null = null;

/**
 * The web fonts (Inter, Playfair Display), without taking a first visit's bandwidth from the
 * page's code and pictures, nor its phone's CPU while the app takes the page over. Until they are
 * declared, text is drawn in fallback faces scaled to take the same room (font-fallbacks.css), so
 * little moves when they swap in.
 *
 * - A browser that has had them (they are cached for a year) declares them at once, so the first
 *   paint already uses them.
 * - A first visit fetches the text files once the page has loaded and the browser is idle, into
 *   the cache only, and declares the faces when the person first goes to another page in the app
 *   (declareWebFonts), or on their next visit. Declaring faces restyles and lays out the whole
 *   page, once for the stylesheet and again as each file arrives: on an emulated phone about
 *   100 ms of blocked main thread on an artwork page, in the seconds after it showed. Done as a
 *   new page draws, it is one layout the page needed anyway, from files already here. (Declared
 *   on the first page itself, the 55 KB had been fetched beside the page's code at the highest
 *   priority, and the gallery's picture came about 0.45 s later for it: README, 'What a phone
 *   waits for before the first picture'.)
 *
 * A failure leaves the fallback faces, and the next page tries again.
 */
export function loadWebFonts({ loadFaces = faces, fetchFiles = fetchTextFiles }: WebFontLoaders = {}): void {
  let declared = false;
  declare = () => {
    if (declared) return;
    declared = true;
    void loadFaces().then(
      () => cached.write(true),
      () => {
        declared = false;
      },
    );
  };
  if (cached.read()) {
    declare();
    return;
  }
  const fetchWhenIdle = () =>
    onIdle(
      () =>
        void fetchFiles().then(
          () => cached.write(true),
          () => undefined,
        ),
      { timeoutMs: 2_000, fallbackMs: 200 },
    );
  if (document.readyState === 'complete') fetchWhenIdle();
  else window.addEventListener('load', fetchWhenIdle, { once: true });
}

/** The person went to another page in the app: the web fonts are declared, if they were not (loadWebFonts). */
export function declareWebFonts(): void {
  declare?.();
}
