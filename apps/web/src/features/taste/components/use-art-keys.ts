import { useEffect, useRef } from 'react';

export interface ArtKeys {
  previous?: () => void;
  next?: () => void;
  like?: () => void;
  dislike?: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox';
}

/**
 * ← and → move, L likes, D dislikes; never while the person types in a field, holds a modifier,
 * or while a dialog is open over the page.
 */
export function useArtKeys(keys: ArtKeys, enabled = true): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      // A dialog over the page has the focus: the keys are its own.
      if (event.target instanceof Element && event.target.closest('[role="dialog"], .ant-modal-wrap')) return;
      const action =
        event.key === 'ArrowLeft'
          ? latest.current.previous
          : event.key === 'ArrowRight'
            ? latest.current.next
            : event.key.toLowerCase() === 'l'
              ? latest.current.like
              : event.key.toLowerCase() === 'd'
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
