import { and, eq, inArray } from 'drizzle-orm';
import type { SoldState } from '@vernissage/core/constants';
import type { Transaction } from '../../db/client.ts';
import { artworks } from '../../db/schema/index.ts';


/**
 * Every change of an artwork's sold state (0 available, 1 sold, 2 on hold) goes through here:
 * placing an order (0 → 2), confirming a sale (2 → 1), releasing or expiring a hold (2 → 0).
 * The services that call it tell the taste catalogue (catalogueChanged, an availability change of
 * those works) once the transaction is over, so the ranking's facts and the galleries' sold states
 * follow.
 *
 * One conditional UPDATE: only works currently in `from` change, so two buyers racing for a work
 * cannot both hold it (the second UPDATE waits for the first transaction and then matches
 * nothing). Answers the ids that changed; the caller decides what a shortfall means.
 */
export async function setSold(tx: Transaction, ids: readonly number[], from: SoldState, to: SoldState): Promise<number[]> {
  if (!ids.length) return [];
  const changed = await tx
    .update(artworks)
    .set({ sold: to, updatedAt: new Date() })
    .where(and(inArray(artworks.id, [...ids]), eq(artworks.sold, from)))
    .returning({ id: artworks.id });
  return changed.map((row) => row.id);
}
