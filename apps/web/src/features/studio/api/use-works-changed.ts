import { useQueryClient } from '@tanstack/react-query';
import type { StudioWork } from '@vernissage/core/schemas';
import { adminWorksQueryKey } from './get-admin-works.ts';
import { studioWorkQueryKey } from './get-studio-work.ts';
import { studioWorksQueryKey } from './get-studio-works.ts';

/**
 * After any write to a work: the answer is the work as the page shows it next, so it goes
 * straight into that work's cache; My Works and the admin's Art Works (lists, counts, sellers)
 * read fresh pages. The admin edits through the same calls, so both lists are told.
 */
export function useWorksChanged() {
  const queryClient = useQueryClient();
  return async (change: { saved?: StudioWork; removed?: number; several?: boolean } = {}) => {
    // A bulk change may touch any work a page has open.
    if (change.several) await queryClient.invalidateQueries({ queryKey: studioWorkQueryKey(0).slice(0, 2) });
    if (change.saved) queryClient.setQueryData(studioWorkQueryKey(change.saved.id), change.saved);
    if (change.removed !== undefined) queryClient.removeQueries({ queryKey: studioWorkQueryKey(change.removed), exact: true });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: studioWorksQueryKey }),
      queryClient.invalidateQueries({ queryKey: adminWorksQueryKey }),
    ]);
  };
}
