import { useMutation } from '@tanstack/react-query';
import { bulkStateResultSchema, type bulkStateChangeSchema, type BulkStateResult } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWorksChanged } from './use-works-changed.ts';

export type BulkStateChange = z.infer<typeof bulkStateChangeSchema>;

/** PUT /api/admin/artworks/state: list or hide several works; those that cannot be listed come back in `refused`. */
export function bulkWorkState(change: BulkStateChange): Promise<BulkStateResult> {
  return apiRequest('/api/admin/artworks/state', bulkStateResultSchema, { method: 'PUT', body: change });
}

export function useBulkWorkState() {
  const changed = useWorksChanged();
  return useMutation({ mutationFn: bulkWorkState, onSuccess: () => changed({ several: true }) });
}
