import { lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { usedChallenges } from '../db/schema/index.ts';

/**
 * Remembers solved captcha challenges so each can be used once. The in-memory store serves one
 * process (the embedded database); several processes on one PostgreSQL share the database store.
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

/**
 * Used challenges in the database (table used_challenges), for several processes on one
 * PostgreSQL: a claim is one insert whose conflict with a live row is the replay, so two
 * processes racing with one payload cannot both win. An expired row may be claimed again (as in
 * memory); expired rows are deleted at most every `pruneEveryMs`.
 */
export function databaseUsedChallengeStore(db: Database, options: Omit<MemoryStoreOptions, 'now'> = {}): UsedChallengeStore {
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  let lastPrune = 0;
  return {
    async claim(id, expiresAt) {
      const at = Date.now();
      if (at - lastPrune >= pruneEveryMs) {
        lastPrune = at;
        await db.delete(usedChallenges).where(lte(usedChallenges.expiresAt, new Date(at)));
      }
      const claimed = await db
        .insert(usedChallenges)
        .values({ id, expiresAt: new Date(expiresAt) })
        .onConflictDoUpdate({
          target: usedChallenges.id,
          set: { expiresAt: new Date(expiresAt) },
          setWhere: lte(usedChallenges.expiresAt, sql`now()`),
        })
        .returning({ id: usedChallenges.id });
      return claimed.length === 1;
    },
  };
}
