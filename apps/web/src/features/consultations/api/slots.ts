import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminSlotsSchema, consultationSlotSchema, type CreateSlotInput } from '@vernissage/core/schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const adminKey = ['admin', 'consultations'] as const;

/** Every time from 30 days ago on, with its booking (admin). */
export function useAdminSlots() {
  return useQuery({ queryKey: adminKey, queryFn: ({ signal }) => apiRequest('/api/admin/consultations/slots', adminSlotsSchema, { signal }), staleTime: 0 });
}

export function useCreateSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSlotInput) => apiRequest('/api/admin/consultations/slots', z.object({ message: z.string(), slot: consultationSlotSchema }), { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useRemoveSlot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/admin/consultations/slots/${id}`, z.object({ message: z.string() }), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}

/** Cancels a time's booking (admin): the time is offered again and the person is e-mailed. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/admin/consultations/slots/${id}/booking`, z.object({ message: z.string() }), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
