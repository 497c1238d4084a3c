import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminSlotsSchema,
  consultationBookedSchema,
  consultationSlotSchema,
  myConsultationSchema,
  type BookConsultationInput,
  type CreateSlotInput,
} from '@vernissage/core/schemas';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const adminKey = ['admin', 'consultations'] as const;
/** Every answer about the times: the open ones (open-slots.ts) and the one a member holds. */
const consultationsKey = ['consultations'] as const;

/** The time the signed-in member holds ahead, or null; not asked for a visitor. */
export function useMyConsultation(userId: string | undefined) {
  return useQuery({
    queryKey: [...consultationsKey, 'mine', userId],
    queryFn: ({ signal }) => apiRequest('/api/consultations/mine', myConsultationSchema, { signal }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

export function useBookConsultation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookConsultationInput) => apiRequest('/api/consultations/bookings', consultationBookedSchema, { method: 'POST', body: input }),
    // Booked or just taken by someone else: either way the list of open times has changed, and
    // a member may now hold one.
    onSettled: () => client.invalidateQueries({ queryKey: consultationsKey }),
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

/** Cancels a time's booking (admin): the time is offered again and the person is e-mailed. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/admin/consultations/slots/${id}/booking`, z.object({ message: z.string() }), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey }),
  });
}
