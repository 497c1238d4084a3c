import { z } from 'zod';
import { ADDRESS_MAX } from '../constants.ts';
import { CHICAGO_AREA_CITIES } from '../lookups/cities.ts';
import { ACCOUNT_MESSAGES, emailSchema, nameSchema } from './accounts.ts';
import { COMMERCE_MESSAGES as M, ORDER_NOTES_MAX } from './commerce.ts';
import { phoneSchema } from './phone.ts';

// The checkout form's contract. Kept apart from commerce.ts, which every page loads with the cart
// button, so the phone rule (phone.ts, with libphonenumber's metadata) comes with checkout only.

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /api/orders: the shipping contact details; the works are the buyer's cart. */
export const placeOrderSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  address: required(M.addressRequired).max(ADDRESS_MAX, M.addressMax),
  city: required(ACCOUNT_MESSAGES.cityRequired).refine((city) => CHICAGO_AREA_CITIES.includes(city), M.cityOutsideArea),
  notes: z.string().trim().max(ORDER_NOTES_MAX, M.notesMax).optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrderValues = z.output<typeof placeOrderSchema>;
