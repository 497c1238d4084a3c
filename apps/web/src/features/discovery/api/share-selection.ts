import { useMutation } from '@tanstack/react-query';
import { selectionLinkSchema, type BrowseParams, type SelectionLink } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/shared-links/selections: stores the selection All Artworks shows and answers its
 * short link (/all-artworks/{shareUrl}/{id}); the same selection again answers the same link.
 */
export function shareSelection(selection: BrowseParams): Promise<SelectionLink> {
  return apiRequest('/api/shared-links/selections', selectionLinkSchema, { method: 'POST', body: { selection } });
}

export function useShareSelection() {
  return useMutation({ mutationFn: shareSelection });
}
