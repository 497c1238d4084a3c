import { useEffect } from 'react';

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/** The modal dialog on top: the last one drawn that is on screen. */
function topDialog(): Element | undefined {
  return [...document.querySelectorAll('[aria-modal="true"]')].filter((dialog) => dialog.getClientRects().length > 0).at(-1);
}

/**
 * Tab from a modal dialog's last control goes to its first, Shift+Tab from its first to its
 * last. Ant Design's dialogs pull the focus back only once it lands on the page behind them; a
 * dialog drawn at the end of the page lets Tab leave for the browser's own bar first.
 */
export function useDialogTabWrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const dialog = topDialog();
      if (!dialog) return;
      const inside = tabbables(dialog);
      const first = inside[0];
      const last = inside.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !active || active === dialog || !dialog.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
