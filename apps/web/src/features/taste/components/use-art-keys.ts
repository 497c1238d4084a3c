import { useEffect, useLayoutEffect, useRef } from 'react';
import { flagFormat, storedValue, useStoredValue } from '../../../lib/browser-storage.ts';

export interface ArtKeys {
  previous?: () => void;
  next?: () => void;
  like?: () => void;
  dislike?: () => void;
}

/**
 * Set when the person has turned the letter keys off (WCAG 2.1.4: a single-character shortcut can
 * be turned off, so a speech-input user saying a word that holds an L or a D rates nothing).
 */
export const LETTER_KEYS_OFF_KEY = 'art-letter-keys-off';
const letterKeysOff = storedValue('local', LETTER_KEYS_OFF_KEY, flagFormat, false);

/** Whether L and D rate, and the switch for it (kept in this browser). */
export function useLetterKeys(): [boolean, (on: boolean) => void] {
  const off = useStoredValue(letterKeysOff);
  return [!off, (on) => (on ? letterKeysOff.remove() : letterKeysOff.write(true))];
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

/**
 * ← and → move, L likes, D dislikes (unless the letter keys are turned off); never while the person
 * types in a field, holds a modifier, or while a dialog is open over the page.
 */
export function useArtKeys(keys: ArtKeys, enabled = true): void {
  const latest = useRef(keys);
  // Taken in the commit that draws the page, not after it is painted: a key pressed as soon as the
  // next work shows acts on that work, not on the one before it (a passive effect can run a frame
  // after the new work is on screen, when an answer from the server drew it).
  useLayoutEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      // A dialog over the page has the focus: the keys are its own.
      if (event.target instanceof Element && event.target.closest('[role="dialog"], .ant-modal-wrap')) return;
      const letters = !letterKeysOff.read();
      const action =
        event.key === 'ArrowLeft'
          ? latest.current.previous
          : event.key === 'ArrowRight'
            ? latest.current.next
            : letters && event.key.toLowerCase() === 'l'
              ? latest.current.like
              : letters && event.key.toLowerCase() === 'd'
                ? latest.current.dislike
                : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
