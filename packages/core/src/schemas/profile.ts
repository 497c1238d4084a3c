import { z } from 'zod';
import { ADDRESS_MAX, UPLOAD_MAX_BYTES } from '../constants.ts';
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
  addressMax: `The maximum length for the address is ${ADDRESS_MAX} characters.`,
} as const;

/** The extensions the image pickers accept; the server checks the decoded format, not the name. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;

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

export const profileImageResultSchema = z.object({ message: z.string(), logo: storedImageSchema });
export type ProfileImageResult = z.infer<typeof profileImageResultSchema>;
