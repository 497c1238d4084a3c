import { z } from 'zod';
import { ADDRESS_MAX } from '../constants.ts';
import { CHICAGO_AREA_CITIES } from '../lookups/cities.ts';
import { ACCOUNT_MESSAGES, emailSchema, nameSchema } from './accounts.ts';
import { COMMERCE_MESSAGES as M, ORDER_NOTES_MAX } from './commerce.ts';
import { phoneSchema } from './phone.ts';
import { plainText, shownLine } from './plain-text.ts';

// The checkout form's contract. Kept apart from commerce.ts, which every page loads with the cart
// button, so the phone rule (phone.ts, with libphonenumber's metadata) comes with checkout only.

/**
 * A US ZIP code, the country every order ships to (spec/02 §9, country usa): 5 digits, or ZIP+4
 * written with a hyphen, a space or nothing between.
 */
const ZIP_PATTERN = /^(\d{5})(?:[-\s]?(\d{4}))?$/;
/** Longest text the ZIP field takes before it is refused as too long to be a ZIP code. */
export const ZIP_INPUT_MAX = 20;

/** A ZIP code as it is stored and shown: 60601 or 60601-1234, or null when it is not one. */
export function normalizeZip(value: string): string | null {
  const match = ZIP_PATTERN.exec(value.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

export const zipSchema = z
  .string({ error: M.zipRequired })
  .trim()
  .min(1, M.zipRequired)
  .max(ZIP_INPUT_MAX, M.zipInvalid)
  .refine((zip) => normalizeZip(zip) !== null, M.zipInvalid)
  .transform((zip) => normalizeZip(zip)!);

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /api/orders: the shipping contact details; the works are the buyer's cart. */
export const placeOrderSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  address: shownLine(required(M.addressRequired).max(ADDRESS_MAX, M.addressMax)),
  city: required(ACCOUNT_MESSAGES.cityRequired).refine((city) => CHICAGO_AREA_CITIES.includes(city), M.cityOutsideArea),
  zip: zipSchema,
  notes: plainText(z.string().trim().max(ORDER_NOTES_MAX, M.notesMax)).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderValues = z.output<typeof placeOrderSchema>;
