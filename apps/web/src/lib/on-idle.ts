/**
 * Runs `run` when the browser next has nothing to do, and at the latest after `timeoutMs`; where
 * the browser cannot say when it is idle, after `fallbackMs`. Returns what cancels it (an effect's
 * cleanup).
 */
export function onIdle(run: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, fallbackMs);
  return () => clearTimeout(handle);
}
