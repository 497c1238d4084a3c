import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { ApiRequestError, errorMessage } from './api-client.ts';

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

/** The confirmation must equal the password field; checked again when the password changes. */
export function matchesRule(field: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(field)) throw new Error(message);
    },
  });
}

/**
 * Puts a failed submit in front of the person: each `error.fields` message on its field (when
 * the form has it) and the overall message for the alert, which is returned. Values are left
 * exactly as they were typed.
 */
export function showServerErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  if (error instanceof ApiRequestError && error.fields) {
    const fields = Object.entries(error.fields)
      .filter(([name]) => fieldNames.includes(name))
      .map(([name, message]) => ({ name, errors: [message] }));
    form.setFields(fields);
  }
  return errorMessage(error);
}
