import { useMutation } from '@tanstack/react-query';
import { questionSentSchema, type QuestionInput } from '@vernissage/core/schemas';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** A question or an offer about a work (spec create-questions), from a visitor or a member. */
export function sendQuestion(input: QuestionInput): Promise<z.infer<typeof questionSentSchema>> {
  return apiRequest('/api/questions', questionSentSchema, { method: 'POST', body: input });
}

export function useSendQuestion() {
  return useMutation({ mutationFn: sendQuestion });
}
