import { useEffect, useRef } from 'react';

/** Gives the focus to the page's main content (`#main`, focusable by script), without scrolling to it. */
export function focusMainContent(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * When a navigation takes away what had the focus (a link or button of the page left behind, a
 * dialog's button that led elsewhere), the focus goes to the new page's main content, so the next
 * Tab moves through that page rather than out of the document. A focus that survived the
 * navigation (a top-bar link, a dialog now open) stays where it is; the first page is left alone,
 * so Tab starts at "Skip to content".
 */
export function useFocusAfterNavigation(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    focusMainContent();
  }, [pathname]);
}
