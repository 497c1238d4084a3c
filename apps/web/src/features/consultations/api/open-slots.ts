import { useQuery } from '@tanstack/react-query';
import type { OpenSlots } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

export const openSlotsKey = ['consultations', 'open'] as const;

/**
 * The open consultation times, soonest first. Typed, not parsed: the consultation page reads it
 * before it fetches the booking form (decision record 052).
 */
export function useOpenSlots() {
  return useQuery({ queryKey: openSlotsKey, queryFn: ({ signal }) => apiRequest('/api/consultations/slots', typed<OpenSlots>(), { signal }), staleTime: 0 });
}
