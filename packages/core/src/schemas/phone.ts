import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PHONE_MAX } from '../constants.ts';
import { ACCOUNT_MESSAGES as M } from './accounts.ts';

// The phone rule of every form (sign-up, profile, checkout, questions, consultations, merchants),
// so the page and the server refuse the same numbers. It carries libphonenumber's metadata (the
// 'min' set, lengths and prefixes of every country), so only the schemas of forms import this
// module: nothing a page shows on its first load may reach it.

/** The spec's default phone country (spec/02 §9): a number without + is read as a US number. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * What a phone may be written with: digits, spaces, brackets, dots, dashes and slashes, a leading
 * +, and an extension at the end (ext. 12, x12, #12). libphonenumber alone would find a number
 * inside any text ('call 312 555 0142 after six').
 */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+(?:(?:ext\.?|x|#)\s*\d{1,7})?$/i;

function parsePhone(value: string) {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text)) return undefined;
  const phone = parsePhoneNumberFromString(text, { defaultCountry: DEFAULT_PHONE_COUNTRY, extract: false });
  return phone?.isValid() ? phone : undefined;
}

/** A number that can be dialled: a valid US number, or any country's after + and its code. */
export const isValidPhone = (value: string) => parsePhone(value) !== undefined;

/**
 * Whether a confirmation names the same number: '(312) 555-0142' confirms '312 555 0142'. Two
 * texts that are not numbers match only when they are the same but for surrounding spaces.
 */
export function samePhone(phone: string, confirmation: string): boolean {
  const a = parsePhone(phone);
  const b = parsePhone(confirmation);
  if (a && b) return a.number === b.number && (a.ext ?? '') === (b.ext ?? '');
  return phone.trim() === confirmation.trim();
}

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
