import { z } from 'zod';
import { PHONE_MAX } from '../constants.ts';
import { ACCOUNT_MESSAGES as M } from './accounts.ts';
import { isValidPhone } from '../phone-rules.ts';

export { DEFAULT_PHONE_COUNTRY, isValidPhone, samePhone } from '../phone-rules.ts';

// The phone rule of every form (sign-up, profile, checkout, questions, consultations, merchants),
// so the page and the server refuse the same numbers; what a phone is comes from phone-rules.ts,
// which carries libphonenumber's metadata, so only the schemas of forms import this module.

/**
 * A required phone: `requiredMessage` is the form's own wording of an empty one (the question
 * dialog says 'Phone'); a too-long one and one that is not a number each have their own message.
 * Stored as typed, trimmed.
 */
export const phoneField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(PHONE_MAX, M.phoneMax)
    .pipe(z.string().refine(isValidPhone, M.phoneInvalid));

/** The phone of the account forms: sign-up, profile, checkout, merchants. */
export const phoneSchema = phoneField(M.phoneRequired);
