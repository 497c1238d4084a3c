import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { ACCOUNT_MESSAGES as M } from './account-rules.ts';
import { PHONE_MAX } from './constants.ts';

// The phone rule without zod, for the forms drawn without it (the sign-up dialog, decision record
// 053); schemas/phone.ts builds the schemas of every form from it. It carries libphonenumber's
// metadata (the 'min' set, lengths and prefixes of every country), so only forms import it:
// nothing a page shows on its first load may reach it.

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

/** A required phone's problem as phoneField words it (`requiredMessage` for an empty one), or null. */
export function phoneProblem(value: string, requiredMessage: string): string | null {
  const text = value.trim();
  if (text === '') return requiredMessage;
  if (text.length > PHONE_MAX) return M.phoneMax;
  return isValidPhone(text) ? null : M.phoneInvalid;
}
