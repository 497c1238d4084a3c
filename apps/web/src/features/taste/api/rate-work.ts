import { useMutation } from '@tanstack/react-query';
import { rateWorkResultSchema, type Like, type RateWorkResult } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RateWorkInput {
  artworkId: number;
  rating: Like;
  /** The work on screen: the queue keeps its order up to it if this rating re-ranks it. */
  keepThrough?: number;
}

export function rateWork(input: RateWorkInput): Promise<RateWorkResult> {
  return apiRequest('/api/ratings', rateWorkResultSchema, { method: 'POST', body: input });
}

export function useRateWork() {
  return useMutation({ mutationFn: rateWork });
}
