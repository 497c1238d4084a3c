import { useMutation } from '@tanstack/react-query';
import { emailAvailableSchema } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export interface EmailCheck {
  email: string;
  /** The account being edited: its own address counts as available. */
  except?: string | undefined;
}

/** GET /api/admin/users/email-available: asked before a merchant's e-mail is changed. */
export function checkEmailAvailable({ email, except }: EmailCheck): Promise<z.infer<typeof emailAvailableSchema>> {
  const params = new URLSearchParams({ email });
  if (except) params.set('except', except);
  return apiRequest(`/api/admin/users/email-available?${params.toString()}`, emailAvailableSchema);
}

/** A mutation, not a query: the check runs once per submit and must never answer from a cache. */
export function useCheckEmailAvailable() {
  return useMutation({ mutationFn: checkEmailAvailable });
}
