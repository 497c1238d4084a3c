import { queryOptions, useQuery } from '@tanstack/react-query';
import { proofSchema, type Proof } from '@vernissage/core/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export function getProof(artworkId: number, signal?: AbortSignal): Promise<Proof> {
  return apiRequest(`/api/taste/proof/${artworkId}`, proofSchema, { signal });
}

export function proofQueryOptions(artworkId: number) {
  return queryOptions({ queryKey: ['taste', 'proof', artworkId], queryFn: ({ signal }) => getProof(artworkId, signal), staleTime: 0 });
}

export function useProof(artworkId: number | null) {
  return useQuery({ ...proofQueryOptions(artworkId ?? 0), enabled: artworkId !== null });
}
