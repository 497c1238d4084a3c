/**
 * A click the app may take over for in-app navigation: the main button with no modifier key.
 * Any other (a new tab, a new window, a download) is left to the browser.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
