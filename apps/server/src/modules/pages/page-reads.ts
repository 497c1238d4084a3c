import { shareUrlSchema, type CuratedSet } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { findCuratedSet } from '../shared-links/index.ts';

/**
 * What one page request reads for both its head and its drawing, read once: a curated set's
 * page names the set in its head and draws it in its body from the same read. Made for each
 * request and dropped with it, so nothing read here outlives the visit (a set's prices and sold
 * state are read fresh for every visit, drawn-curated-set-page.ts).
 */
export class PageReads {
  readonly #db: Database;
  readonly #sets = new Map<string, Promise<CuratedSet | null>>();

  constructor(db: Database) {
    this.#db = db;
  }

  /** The curated set at `shareUrl`, or null for an address that names none. */
  curatedSet(shareUrl: string): Promise<CuratedSet | null> {
    let read = this.#sets.get(shareUrl);
    if (!read) {
      read = shareUrlSchema.safeParse(shareUrl).success ? findCuratedSet(this.#db, shareUrl) : Promise.resolve(null);
      this.#sets.set(shareUrl, read);
    }
    return read;
  }
}
