import { useMutation } from '@tanstack/react-query';
import type { GalleryFilter } from '@vernissage/core/gallery-filter';
import type { Like, SentRateWorkResult } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';
import { queueFilterBody } from './get-queue.ts';

export interface RateWorkInput {
  artworkId: number;
  rating: Like;
  /** The work on screen: the queue keeps its order up to it if this rating re-ranks it. */
  keepThrough?: number;
  /** The gallery's filter: a queue this rating re-ranks comes back filtered as the page shows it. */
  filter?: GalleryFilter;
}

// Typed, not parsed, as the gallery's reads (decision record 037): the server writes the answer
// through the contract's serializer, and the galleries load no zod.
export function rateWork({ filter, ...input }: RateWorkInput): Promise<SentRateWorkResult> {
  const query = filter && queueFilterBody(filter);
  const body = query ? { ...input, filter: query } : input;
  return apiRequest('/api/ratings', typed<SentRateWorkResult>(), { method: 'POST', body });
}

export function useRateWork() {
  return useMutation({ mutationFn: rateWork });
}
