import { useEffect, useState } from 'react';

/**
 * Whether the picture at `src` has arrived (or failed: there is nothing more to wait for), read
 * from an image of its own rather than from the drawn element's load event. A picture already in
 * the cache can finish loading before React listens to the element that shows it, and a
 * "Loading…" waiting on that event would then stay for good.
 */
export function useImageReady(src: string): boolean {
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const image = new Image();
    const done = () => {
      if (live) setReady(src);
    };
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    image.src = src;
    if (image.complete && image.naturalWidth > 0) done();
    return () => {
      live = false;
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
    };
  }, [src]);
  return ready === src;
}
