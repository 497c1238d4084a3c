import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSlotsSchema,
  consultationBookedSchema,
  consultationSlotSchema,
  type BookConsultationInput,
  type CreateSlotInput,
} from '@vernissage/core/schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { openSlotsKey } from './open-slots.ts';

const adminKey = ['admin', 'consultations'] as const;

export function useBookConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookConsultationInput) => apiRequest('/api/consultations/bookings', consultationBookedSchema, { method: 'POST', body: input }),
    // Booked or just taken by someone else: either way the list of open times has changed.
    onSettled: () => client.invalidateQueries({ queryKey: openSlotsKey }),
  });
}

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
