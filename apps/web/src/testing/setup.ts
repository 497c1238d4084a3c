import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no Web Workers to solve the captcha's proof of work: every unit test gets the double
// (a checkbox with the same props); the Playwright journeys exercise the real widget.
vi.mock('../components/captcha.tsx', () => import('./captcha-double.tsx'));

// Every test renders the whole app; on a busy machine a first answer (or a dialog whose code loads
// on its first opening) can take longer than Testing Library's default second to appear: 5 s, and
// 10 s under CI, whose machine may be shared.
configure({ asyncUtilTimeout: process.env.CI ? 10_000 : 5_000 });
// Under CI a failed query prints the start of the page, not 7,000 characters of it: a run's log
// keeps what went wrong first in reach (scripts/vitest-flaky-reporter.ts lists the failures last).
if (process.env.CI) process.env.DEBUG_PRINT_LIMIT ??= '2000';

// The suites run in jsdom; the server's page drawer is tested without a browser (node).
if (typeof window !== 'undefined') stubBrowserApis();

function stubBrowserApis(): void {
  // jsdom has no layout engine: give Ant Design the browser APIs it reads.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }

  // jsdom implements getComputedStyle for elements only; Ant Design also asks about scrollbars.
  // A worker runs file after file in one window (isolate: false): wrapped once, not once a file.
  const computedStyle = window.getComputedStyle as typeof window.getComputedStyle & { elementsOnly?: true };
  if (!computedStyle.elementsOnly) {
    const elementStyle = computedStyle.bind(window);
    window.getComputedStyle = Object.assign((element: Element) => elementStyle(element), { elementsOnly: true as const });
  }

  // The rich-text editor (ProseMirror) measures the selection to keep it in view; jsdom has no layout.
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
  if (typeof Range.prototype.getClientRects !== 'function') {
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  }
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = () => new DOMRect();

  // React Router's ScrollRestoration scrolls on navigation; jsdom does not implement it.
  window.scrollTo = () => undefined;
}

afterEach(() => {
  // A test that fakes the clock and stops before giving it back (a failure or a timeout before its
  // own finally) would leave every later test of the worker, in this file and the next ones, with
  // a clock that never moves: Testing Library's waits and Ant Design's dialogs would never arrive.
  vi.useRealTimers();
  if (typeof window !== 'undefined') {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
  vi.unstubAllGlobals();
});
