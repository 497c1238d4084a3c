import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookConsultationInput, ConsultationSlot, MyConsultation } from '@vernissage/core/schemas';
import { apiRequest, typed } from '../../../lib/api-client.ts';

/** Every answer about the times: the open ones (open-slots.ts) and the one a member holds. */
const consultationsKey = ['consultations'] as const;

/**
 * The time the signed-in member holds ahead, or null; not asked for a visitor. Typed, not parsed,
 * as the open times are: the booking form is drawn without zod (decision record 052).
 */
export function useMyConsultation(userId: string | undefined) {
  return useQuery({
    queryKey: [...consultationsKey, 'mine', userId],
    queryFn: ({ signal }) => apiRequest('/api/consultations/mine', typed<MyConsultation>(), { signal }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export function useBookConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookConsultationInput) => apiRequest('/api/consultations/bookings', typed<{ message: string; slot: ConsultationSlot }>(), { method: 'POST', body: input }),
    // Booked or just taken by someone else: either way the list of open times has changed, and
    // a member may now hold one.
    onSettled: () => client.invalidateQueries({ queryKey: consultationsKey }),
  });
}
