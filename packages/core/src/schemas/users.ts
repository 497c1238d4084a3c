import { z } from 'zod';
import { ADDRESS_MAX, BIO_MAX, MERCHANTS_PAGE_SIZE } from '../constants.ts';
import { CHICAGO_AREA_CITIES } from '../lookups/cities.ts';
import { stripTags } from '../text.ts';
import { ACCOUNT_MESSAGES as A, emailSchema, nameSchema, passwordSchema } from './accounts.ts';
import { phoneSchema } from './phone.ts';
import { roleSchema } from './system.ts';
import { PROFILE_MESSAGES, accountDetailsShape } from './profile.ts';
import { QUERY_OFFSET_MAX, queryWholeOr } from './query-numbers.ts';

/** The admin's Users and Manage Merchants screens (spec/02 §2, §5, §8), in the spec's wording. */
export const USER_MESSAGES = {
  deleteConfirm: 'Do you want to delete user ?',
  deleted: 'The user has been deleted successfully',
  /** The merchant form's confirmation mismatch, in the spec's words (spec/02 §5 Merchant). */
  confirmMismatch: 'Your password entered do not match',
  emailRegistered: 'This email address is already registered as a different account.',
  emailCheckFailed: 'Sorry, something went wrong',
  merchantCreated: 'The merchant account has been created.',
  merchantUpdated: 'The merchant account has been updated.',
  notFound: 'This user no longer exists.',
  merchantNotFound: 'This merchant no longer exists.',
  deleteSelf: 'You cannot delete your own account.',
  deleteHasOrders: 'This user has orders, so the account cannot be deleted.',
  deleteWorksInOrders: "This user's works are in orders, so the account cannot be deleted.",
} as const;

const M = USER_MESSAGES;
const SEARCH_MAX = 100;
const PAGE_LIMIT_MAX = 100;

/** One person as the admin's tables show them; never a password or its hash. */
export const adminUserSchema = z.object({
  ...accountDetailsShape,
  /** The logo's thumbnail (WebP), or null. */
  logo: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /api/admin/users (spec /userslist: offset, limit, i_am, searchValue, fetchTotal). */
export const adminUsersQuerySchema = z.object({
  offset: queryWholeOr(0, QUERY_OFFSET_MAX, 0),
  limit: queryWholeOr(1, PAGE_LIMIT_MAX, MERCHANTS_PAGE_SIZE),
  role: roleSchema.optional(),
  /** Part of a name or an e-mail address, any case. */
  search: z.string().trim().max(SEARCH_MAX).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/admin/users/email-available (spec /check-exsting-email); `except` is the account being edited. */
export const emailAvailableQuerySchema = z.object({ email: emailSchema, except: z.string().max(100).optional() });
export const emailAvailableSchema = z.object({ available: z.boolean() });

/** The server's answer to a merchant create or edit: status 1 and the message to show. */
export const merchantSavedSchema = z.object({ status: z.literal(1), message: z.string(), id: z.string() });
export type MerchantSaved = z.infer<typeof merchantSavedSchema>;

export const userDeletedSchema = z.object({ message: z.string() });

/** Only the Chicago area is served: the city is one of its list. */
export const merchantCitySchema = z
  .string({ error: A.cityRequired })
  .trim()
  .refine((city) => CHICAGO_AREA_CITIES.includes(city), A.cityRequired);

/** An optional bio: HTML whose visible text is at most BIO_MAX characters. */
export const optionalBioSchema = z
  .string()
  .max(BIO_MAX * 20, A.bioMax)
  .refine((html) => stripTags(html).length <= BIO_MAX, A.bioMax)
  .default('');

export const addressSchema = z.string().trim().max(ADDRESS_MAX, PROFILE_MESSAGES.addressMax).default('');

export const confirmSchema = z.string({ error: A.confirmRequired }).min(1, A.confirmRequired);

const merchantProfile = {
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  city: merchantCitySchema,
  bio: optionalBioSchema,
  address: addressSchema,
};

/** POST /api/admin/merchants: a merchant account the admin creates (role merchant, country usa). */
export const merchantCreateSchema = z
  .object({ ...merchantProfile, password: passwordSchema, confirm: confirmSchema })
  .superRefine((value, ctx) => {
    if (value.confirm && value.password !== value.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.confirmMismatch });
  });
export type MerchantCreateInput = z.input<typeof merchantCreateSchema>;

/** An empty password on edit means: keep the current one. */
export const optionalPasswordSchema = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(passwordSchema.optional());

/** PATCH /api/admin/merchants/{id}: the profile, and a new password only when one is given. */
export const merchantUpdateSchema = z
  .object({ ...merchantProfile, password: optionalPasswordSchema, confirm: z.string().optional() })
  .superRefine((value, ctx) => {
    if (!value.password) return;
    if (!value.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: A.confirmRequired });
    else if (value.password !== value.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.confirmMismatch });
  });
export type MerchantUpdateInput = z.input<typeof merchantUpdateSchema>;
