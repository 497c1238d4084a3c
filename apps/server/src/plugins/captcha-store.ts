/**
 * Remembers solved captcha challenges so each can be used once. The in-memory store serves one
 * process; several processes behind a load balancer need a shared one (a table with a unique key
 * and `insert … on conflict do nothing`, rows deleted once expired) behind this same interface.
 */
export interface UsedChallengeStore {
  /**
   * Marks `id` as used until `expiresAt` (epoch ms). Resolves false when it already was (a
   * replay). Must be atomic: two requests racing with one payload may not both get true.
   */
  claim(id: string, expiresAt: number): Promise<boolean>;
}

export interface MemoryStoreOptions {
  now?: () => number;
  /** How often expired entries are swept, at most. */
  pruneEveryMs?: number;
}

export function memoryUsedChallengeStore(options: MemoryStoreOptions = {}): UsedChallengeStore & { size(): number } {
  const now = options.now ?? Date.now;
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  const used = new Map<string, number>();
  let lastPrune = now();

  function prune(at: number) {
    if (at - lastPrune < pruneEveryMs) return;
    lastPrune = at;
    for (const [id, expiresAt] of used) if (expiresAt <= at) used.delete(id);
  }

  return {
    // Synchronous between the check and the set, so atomic within one Node process.
    async claim(id, expiresAt) {
      const at = now();
      prune(at);
      const known = used.get(id);
      if (known !== undefined && known > at) return false;
      used.set(id, expiresAt);
      return true;
    },
    size: () => used.size,
  };
}
