import { BULK_MAX, STUDIO_MESSAGES as M, type AdminSellers, type BulkStateResult, type StudioWorkList, type adminWorksQuerySchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import type { StudioDeps } from './deps.ts';
import { findWorksForUpdate, listSellers, setStatus } from './repository.ts';
import { missingFor, worksPage } from './service.ts';

type AdminWorksQuery = z.output<typeof adminWorksQuerySchema>;

/** The admin's Art Works: every seller's works, searched by title or artist name, filtered, paged. */
export async function listAllWorks(deps: Pick<StudioDeps, 'db'>, query: AdminWorksQuery): Promise<StudioWorkList> {
  return worksPage(deps, { ...query, searchSeller: true });
}

export async function sellers(deps: Pick<StudioDeps, 'db'>): Promise<AdminSellers> {
  return listSellers(deps.db);
}

/**
 * Lists or hides several works at once. Listing skips the works that are not complete and says
 * what each lacks; every other work changes, in one transaction.
 */
export async function bulkChangeState(deps: StudioDeps, ids: readonly number[], state: 'listed' | 'hidden'): Promise<BulkStateResult> {
  const unique = [...new Set(ids)].slice(0, BULK_MAX);
  const result = await deps.db.transaction(async (tx) => {
    const works = await findWorksForUpdate(tx, unique);
    const refused: BulkStateResult['refused'] = [];
    const changed: number[] = [];
    for (const work of works) {
      const missing = missingFor(work);
      // A draft was never public: it goes out only when complete, listed or hidden alike.
      if ((state === 'listed' || work.status === 'draft') && missing.length) refused.push({ id: work.id, title: work.workTitle, missing });
      else changed.push(work.id);
    }
    await setStatus(tx, changed, state === 'listed' ? '1' : '0');
    return { changed, refused };
  });
  if (result.changed.length) await deps.catalogue.catalogueChanged({ kind: 'content' });
  // One pass for them all: a collector several of them fit gets one e-mail listing them.
  if (result.changed.length && state === 'listed') deps.newWorks?.listed();
  return { message: M.bulkDone, changed: result.changed, refused: result.refused };
}
