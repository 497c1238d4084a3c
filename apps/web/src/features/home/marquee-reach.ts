import { useEffect, useState, type RefObject } from 'react';

/**
 * How far beyond a marquee row's visible box a picture starts to load, in CSS pixels. The rows
 * move about 35 px a second, so a picture is asked for some ten seconds before it shows.
 */
export const MARQUEE_REACH_PX = 400;
/** How often a row looks at where its pictures are, in milliseconds. */
export const MARQUEE_CHECK_MS = 1000;

/** A picture of a row: its slide's position in the row and where it is drawn now. */
export interface MarqueeSpan {
  position: number;
  left: number;
  right: number;
}

/**
 * The slide positions drawn within `reach` pixels of the row's visible span, either side (the
 * rows run both ways). A row or picture that is not laid out (no width: a row hidden on a phone,
 * the copy hidden for reduced motion) has nothing near.
 */
export function nearPositions(row: { left: number; right: number }, pictures: readonly MarqueeSpan[], reach: number): number[] {
  if (row.right <= row.left) return [];
  return pictures
    .filter((picture) => picture.right > picture.left && picture.right > row.left - reach && picture.left < row.right + reach)
    .map((picture) => picture.position);
}

/**
 * Which of a marquee row's `count` slides to load: those drawn near the row's visible box, and
 * every one that has been near. A row moves by a CSS animation on the compositor, where neither
 * the browser's lazy loading nor an IntersectionObserver follows it, so the row looks where its
 * pictures are now (its `[data-position]` elements) once it is drawn and then once a second, until
 * every slide has been near. A phone loads the few pictures it shows, not the whole row twice.
 */
export function useMarqueeReach(rowRef: RefObject<HTMLElement | null>, count: number): ReadonlySet<number> {
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());

  // After the first paint, not before it: the first pictures are asked for by the markup itself
  // (eager, high priority), and a look before the paint would lay the page out and draw every
  // row again before a phone shows anything. An effect can run before the browser paints, so the
  // first look waits for the next frame and then for the task after it: by then the page is laid
  // out, and reading where the pictures are costs a few milliseconds, not a whole layout (about
  // 200 ms on a phone with a slow CPU).
  useEffect(() => {
    const row = rowRef.current;
    if (!row || count === 0) return;
    const seen = new Set<number>();
    let timer: number | undefined;
    const look = () => {
      const pictures = Array.from(row.querySelectorAll<HTMLElement>('[data-position]'), (element) => {
        const box = element.getBoundingClientRect();
        return { position: Number(element.dataset.position), left: box.left, right: box.right };
      });
      const before = seen.size;
      for (const position of nearPositions(row.getBoundingClientRect(), pictures, MARQUEE_REACH_PX)) seen.add(position);
      if (seen.size !== before) setNear(new Set(seen));
      if (seen.size >= count && timer !== undefined) window.clearInterval(timer);
    };
    let first: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      first = window.setTimeout(() => {
        look();
        if (seen.size < count) timer = window.setInterval(look, MARQUEE_CHECK_MS);
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [rowRef, count]);

  return near;
}
