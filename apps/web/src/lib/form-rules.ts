import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { errorMessage, refusedFields } from './api-client.ts';

/**
 * An Ant Design rule that runs a shared zod schema, so the form shows exactly the message the
 * server would answer with (both read ACCOUNT_MESSAGES through the same schema).
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/**
 * The confirmation must match `field` (checked again when that field changes): exactly, as a
 * password, unless `same` is the shared rule the server applies (an e-mail ignores case).
 */
export function matchesRule(field: string, message: string, same: (value: string, confirmation: string) => boolean = (a, b) => a === b): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || !value) return;
      const original: unknown = getFieldValue(field);
      if (!same(typeof original === 'string' ? original : '', value)) throw new Error(message);
    },
  });
}

/**
 * Puts a failed submit in front of the person: each `error.fields` message on its field (when
 * the form has it) and the overall message for the alert, which is returned. Values are left
 * exactly as they were typed.
 */
export function showServerErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  const fields = refusedFields(error, fieldNames);
  if (fields.length) form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return errorMessage(error);
}
