import { useEffect, useState } from 'react';
import { onIdle } from './on-idle.ts';

/** Set once the browser has first been idle after the first page drew; it stays set. */
let passed = false;

/**
 * False until the browser first has nothing to do after the page it opened on has drawn, and true
 * from then on (on every later page too). For what a page asks for that its first view does not
 * show (a notice, the title the server already wrote, a section below the fold): on a phone's
 * network those requests would otherwise share it with the page's code and first picture.
 */
export function useAfterFirstView(): boolean {
  const [ready, setReady] = useState(passed);
  useEffect(() => {
    if (ready) return;
    const done = () => {
      passed = true;
      setReady(true);
    };
    return onIdle(done, { timeoutMs: 2000, fallbackMs: 200 });
  }, [ready]);
  return ready;
}
