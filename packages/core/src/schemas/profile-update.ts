import { z } from 'zod';
import { ADDRESS_MAX, BIO_MAX } from '../constants.ts';
import { stripTags } from '../text.ts';
import { ACCOUNT_MESSAGES as M, nameSchema } from './accounts.ts';
import { shownLine } from './plain-text.ts';
import { phoneSchema } from './phone.ts';
import { PROFILE_MESSAGES } from './profile.ts';

// Apart from profile.ts, whose messages every image picker uses: the phone rule (phone.ts) comes
// with the profile form only.

/** Optional rich text (HTML) whose visible text is at most BIO_MAX characters. */
const optionalHtml = (message: string) =>
  z
    .string()
    .max(BIO_MAX * 4, message)
    .refine((html) => stripTags(html).length <= BIO_MAX, message)
    .optional();

/**
 * The profile form. Exhibition and education history belong to artists and merchants; the
 * server ignores them for other roles.
 */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  city: shownLine(z.string({ error: M.cityRequired }).trim().min(1, M.cityRequired).max(100)),
  address: shownLine(z.string().trim().max(ADDRESS_MAX, PROFILE_MESSAGES.addressMax)).optional(),
  bio: optionalHtml(M.bioMax),
  exhibitionHistory: optionalHtml(PROFILE_MESSAGES.historyMax),
  educationHistory: optionalHtml(PROFILE_MESSAGES.historyMax),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
