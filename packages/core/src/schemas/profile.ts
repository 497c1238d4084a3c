import { z } from 'zod';
import { BIO_MAX, UPLOAD_MAX_BYTES } from '../constants.ts';
import { stripTags } from '../text.ts';
import { ACCOUNT_MESSAGES as M, nameSchema, phoneSchema } from './accounts.ts';
import { storedImageSchema } from './images.ts';
import { roleSchema } from './system.ts';

/** Messages of the profile page and its image upload (spec/01 §5, §8). */
export const PROFILE_MESSAGES = {
  imageUploaded: 'Image uploaded successfully',
  imageFailed: 'unable to upload Image',
  imageTooLarge: 'File size exceeds above 20MB',
  imageType: 'You can only upload JPG, JPEG, PNG or WEBP images.',
  imageMissing: 'Please choose an image to upload.',
  historyMax: 'The maximum length is 5000 characters.',
  addressMax: 'The maximum length for the address is 300 characters.',
} as const;

export const ADDRESS_MAX = 300;
/** The extensions the image pickers accept; the server checks the decoded format, not the name. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

/** Optional rich text (HTML) whose visible text is at most BIO_MAX characters. */
const optionalHtml = (message: string) =>
  z
    .string()
    .max(BIO_MAX * 4, message)
    .refine((html) => stripTags(html).length <= BIO_MAX, message)
    .optional();

/** An account's own details, as the profile page and the admin's tables show them; never the password. */
export const accountDetailsShape = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string(),
  /** HTML, sanitised. */
  bio: z.string().nullable(),
};

/** What the profile page shows and edits; never the password. */
export const profileSchema = z.object({
  ...accountDetailsShape,
  exhibitionHistory: z.string().nullable(),
  educationHistory: z.string().nullable(),
  logo: storedImageSchema.nullable(),
  /** False for accounts that sign in by code only: changing the email then asks no current password. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The profile form. Exhibition and education history belong to artists and merchants; the
 * server ignores them for other roles.
 */
export const profileUpdateSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  city: z.string({ error: M.cityRequired }).trim().min(1, M.cityRequired).max(100),
  address: z.string().trim().max(ADDRESS_MAX, PROFILE_MESSAGES.addressMax).optional(),
  bio: optionalHtml(M.bioMax),
  exhibitionHistory: optionalHtml(PROFILE_MESSAGES.historyMax),
  educationHistory: optionalHtml(PROFILE_MESSAGES.historyMax),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const profileImageResultSchema = z.object({ message: z.string(), logo: storedImageSchema });
export type ProfileImageResult = z.infer<typeof profileImageResultSchema>;
