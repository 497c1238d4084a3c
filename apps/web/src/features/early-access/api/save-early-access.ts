import { useMutation, useQueryClient } from '@tanstack/react-query';
import { earlyAccessSavedSchema, EARLY_ACCESS_MESSAGES as M, type EarlyAccessCreateInput } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { earlyAccessAdminKey } from './get-early-access-list.ts';
import { earlyAccessStatusQueryKey } from './get-early-access-status.ts';

type Saved = z.infer<typeof earlyAccessSavedSchema>;

/** A picture chosen in the form, uploaded after the early access is saved. */
export interface PendingImage {
  key: string;
  file: File;
}

export interface SaveEarlyAccessInput {
  id: number | null;
  input: EarlyAccessCreateInput;
  /** On edit: the addresses of the current images to keep, in their order. */
  keepImages?: string[];
  /** New pictures, added in this order after the save. */
  images?: PendingImage[];
}

/**
 * The early access was saved but a picture was not added: the form keeps editing the saved one
 * with the pictures still to add, and says why.
 */
export class ImagesNotAdded extends Error {
  constructor(
    readonly saved: Saved,
    readonly remaining: PendingImage[],
    readonly reason: string,
  ) {
    super(`${M.imageFailed} (${remaining[0]?.file.name ?? ''}): ${reason}`);
  }
}

/**
 * POST /api/admin/early-access (create) or PUT /api/admin/early-access/{id} (edit; an empty
 * passcode keeps it), then POST …/{id}/images once per new picture.
 */
export async function saveEarlyAccess({ id, input, keepImages, images = [] }: SaveEarlyAccessInput): Promise<Saved> {
  let saved =
    id === null
      ? await apiRequest('/api/admin/early-access', earlyAccessSavedSchema, { method: 'POST', body: input })
      : await apiRequest(`/api/admin/early-access/${id}`, earlyAccessSavedSchema, { method: 'PUT', body: { ...input, ...(keepImages ? { keepImages } : {}) } });
  for (const [index, image] of images.entries()) {
    const form = new FormData();
    form.append('image', image.file, image.file.name);
    try {
      const added = await apiRequest(`/api/admin/early-access/${saved.item.id}/images`, earlyAccessSavedSchema, { method: 'POST', body: form });
      saved = { message: saved.message, item: added.item };
    } catch (error) {
      throw new ImagesNotAdded(saved, images.slice(index), errorMessage(error));
    }
  }
  return saved;
}

export function useSaveEarlyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEarlyAccess,
    // Settled, not only succeeded: a save whose picture failed has still changed the list.
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: earlyAccessAdminKey }), queryClient.invalidateQueries({ queryKey: earlyAccessStatusQueryKey })]);
    },
  });
}
