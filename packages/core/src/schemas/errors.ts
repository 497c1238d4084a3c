import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'too_many_requests',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Stable reasons for the domain refusals a page reacts to. The code says what kind of failure
 * it is (and the status); the reason says which rule refused, so a page branches on it and
 * never on the message, whose wording is the spec's and may change.
 */
export const ERROR_REASONS = [
  // taste
  'taste_test_required',
  'taste_test_unfinished',
  'quiz_unfinished',
  'not_in_quiz',
  'quiz_not_next',
  'unknown_artwork',
  'not_rated',
  // catalogue, cart and orders
  'artwork_not_found',
  'artwork_unavailable',
  'not_for_sale',
  'cart_full',
  'cart_empty',
  'not_in_cart',
  'order_not_found',
  'hold_not_found',
  'hold_closed',
  // accounts, invites and users
  'sign_in_required',
  'not_allowed',
  'sign_in_failed',
  'email_taken',
  'link_expired',
  'code_invalid',
  'current_password_wrong',
  'captcha_failed',
  'no_invites_left',
  'cannot_delete_self',
  'has_orders',
  'user_not_found',
  'foreign_origin',
  'rate_limited',
  // consultations
  'slot_not_found',
  'slot_taken',
  'slot_invalid',
  'consultation_already_booked',
  // studio
  'work_not_found',
  'work_locked',
  'listing_incomplete',
  'image_unknown',
  // uploads
  'image_invalid',
  'image_too_large',
  // shared links
  'shared_link_not_found',
  'works_unlisted',
  // early access
  'early_access_not_found',
  'early_access_locked',
  'passcode_invalid',
  'early_access_choice_invalid',
  'early_access_images_full',
  'early_access_image_unknown',
  // settings
  'email_unchanged',
  'unsubscribe_invalid',
  'account_protected',
  'has_works',
  'order_waiting',
  'password_missing',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Every API failure has this shape: `{ error: { code, message, reason?, fields? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reason: z.enum(ERROR_REASONS).optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
