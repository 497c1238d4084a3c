import { z } from 'zod';
import { artistProfileSchema, artworkSchema } from './artworks.ts';
import { storedImageSchema } from './images.ts';
import { NO_NUL, PLAIN_TEXT } from './plain-text.ts';
import { rowId, rowIdParam } from './ids.ts';
import { EARLY_ACCESS_TITLE_MAX, EARLY_ACCESS_DESCRIPTION_MAX, EARLY_ACCESS_PASSCODE_MAX, EARLY_ACCESS_ARTISTS_MAX, EARLY_ACCESS_WORKS_MAX, EARLY_ACCESS_IMAGES_MAX, EARLY_ACCESS_MESSAGES } from '../messages.ts';
import { queryWholeOr } from './query-numbers.ts';

// Early access's limits, widths and messages live in the zod-free messages module, which its public page reads.
export { EARLY_ACCESS_TITLE_MAX, EARLY_ACCESS_DESCRIPTION_MAX, EARLY_ACCESS_PASSCODE_MAX, EARLY_ACCESS_ARTISTS_MAX, EARLY_ACCESS_WORKS_MAX, EARLY_ACCESS_IMAGES_MAX, EARLY_ACCESS_FORM_WIDTH, EARLY_ACCESS_PASSCODE_WIDTH, EARLY_ACCESS_MESSAGES } from '../messages.ts';

/**
 * Early access (issue 16; spec/02 "Manage Early Access", "Public Early Access page", §5 "Early
 * access form", §8, §9): a passcode-locked preview of chosen artists' works at a discount.
 * The passcode is checked by the server against a hash and never sent to a page.
 * docs/decisions/024-early-access-cart.md.
 */

/** Rows Manage Early Access asks for at once, and the most it may ask. */
export const EARLY_ACCESS_PAGE_SIZE = 20;
const EARLY_ACCESS_LIMIT_MAX = 100;
const EARLY_ACCESS_OFFSET_MAX = 100_000;
const M = EARLY_ACCESS_MESSAGES;

export const earlyAccessIdSchema = rowIdParam(M.badId);
export const earlyAccessParamsSchema = z.object({ id: earlyAccessIdSchema });

export type EarlyAccessStatus = '1' | '0';
export const EARLY_ACCESS_STATUS_LABEL: Record<EarlyAccessStatus, string> = { '1': 'Active', '0': 'Inactive' };

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The fields of Create and Edit; the passcode is required on create, optional on edit. */
const formShape = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(EARLY_ACCESS_TITLE_MAX, M.titleTooLong).regex(PLAIN_TEXT, M.noControl),
  /** HTML: sanitised by the server; must hold text once tags are stripped. */
  description: z
    .string({ error: M.descriptionRequired })
    .max(EARLY_ACCESS_DESCRIPTION_MAX, M.descriptionTooLong)
    .regex(NO_NUL, M.noControl)
    .refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim().length > 0, M.descriptionRequired),
  /** YYYY-MM-DD, optional (shown as mm/dd/yyyy). */
  earlyDate: z
    .string({ error: M.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
    .refine(isRealDate, M.dateInvalid)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  artistIds: z
    .array(z.string({ error: M.artistsRequired }).min(1, M.artistsRequired).max(100, M.artistsUnknown).regex(PLAIN_TEXT, M.noControl), { error: M.artistsRequired })
    .min(1, M.artistsRequired)
    .max(EARLY_ACCESS_ARTISTS_MAX, M.artistsTooMany),
  artworkIds: z
    .array(rowId(M.badId), { error: M.artworksRequired })
    .min(1, M.artworksRequired)
    .max(EARLY_ACCESS_WORKS_MAX, M.artworksTooMany),
  discount: z.number({ error: M.discountRequired }).int(M.discountWhole).min(0, M.discountNegative).max(100, M.discountTooHigh),
  status: z.enum(['1', '0'], { error: M.statusRequired }),
};

const passcode = z.string({ error: M.passcodeRequired }).max(EARLY_ACCESS_PASSCODE_MAX, M.passcodeTooLong).regex(PLAIN_TEXT, M.noControl);

/** POST /api/admin/early-access (spec POST /create-early-access). */
export const earlyAccessCreateSchema = z.object({ ...formShape, passcode: passcode.refine((value) => value.trim().length > 0, M.passcodeRequired) });
export type EarlyAccessCreateInput = z.input<typeof earlyAccessCreateSchema>;

/**
 * PUT /api/admin/early-access/{id} (spec POST /update-early-access): an empty or absent passcode
 * leaves it unchanged; `keepImages` (the addresses of its current images, in the order to show)
 * removes the others and orders these, and absent keeps them all.
 */
export const earlyAccessUpdateSchema = z.object({
  ...formShape,
  passcode: passcode.optional(),
  keepImages: z.array(z.string().max(2000, M.imageUnknown).regex(NO_NUL, M.imageUnknown)).max(EARLY_ACCESS_IMAGES_MAX, M.imagesTooMany).optional(),
});
export type EarlyAccessUpdateInput = z.input<typeof earlyAccessUpdateSchema>;

export const earlyAccessListQuerySchema = z.object({
  offset: queryWholeOr(0, EARLY_ACCESS_OFFSET_MAX, 0),
  limit: queryWholeOr(1, EARLY_ACCESS_LIMIT_MAX, EARLY_ACCESS_PAGE_SIZE),
});

/** A row of Manage Early Access' table. */
export const earlyAccessRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  earlyDate: z.string().nullable(),
  status: z.enum(['1', '0']),
  discount: z.number().int(),
  artistCount: z.number().int(),
  workCount: z.number().int(),
});
export type EarlyAccessRow = z.infer<typeof earlyAccessRowSchema>;
export const earlyAccessPageSchema = z.object({ total: z.number().int(), items: z.array(earlyAccessRowSchema) });
export type EarlyAccessPage = z.infer<typeof earlyAccessPageSchema>;

/** GET /api/admin/early-access/{id}: what Edit fills its form with; never the passcode. */
export const earlyAccessEditSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  earlyDate: z.string().nullable(),
  status: z.enum(['1', '0']),
  discount: z.number().int(),
  artistIds: z.array(z.string()),
  artworkIds: z.array(z.number().int()),
  images: z.array(storedImageSchema),
});
export type EarlyAccessEdit = z.infer<typeof earlyAccessEditSchema>;

/** A create or update's answer: the spec's message and the saved offer. */
export const earlyAccessSavedSchema = z.object({ message: z.string(), item: earlyAccessEditSchema });
export const earlyAccessDeletedSchema = z.object({ message: z.string() });

/** The artists choice: artists and merchants with listed works. */
export const earlyAccessArtistOptionSchema = z.object({ id: z.string(), name: z.string(), role: z.string(), workCount: z.number().int() });
export type EarlyAccessArtistOption = z.infer<typeof earlyAccessArtistOptionSchema>;
export const earlyAccessArtistOptionsSchema = z.object({ items: z.array(earlyAccessArtistOptionSchema) });

/** GET /api/admin/early-access/works?artistIds=a,b (spec POST /get-artworks-by-select-artists). */
export const earlyAccessWorksQuerySchema = z.object({
  artistIds: z
    .string()
    .max(EARLY_ACCESS_ARTISTS_MAX * 101, M.artistsTooMany)
    .regex(PLAIN_TEXT, M.noControl)
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))] : []))
    .pipe(z.array(z.string().max(100, M.artistsUnknown)).max(EARLY_ACCESS_ARTISTS_MAX, M.artistsTooMany)),
});
export const earlyAccessWorkOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  price: z.number(),
  sold: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type EarlyAccessWorkOption = z.infer<typeof earlyAccessWorkOptionSchema>;
export const earlyAccessWorkOptionsSchema = z.object({ items: z.array(earlyAccessWorkOptionSchema) });

/** GET /api/early-access: whether one is open, and its title; nothing secret. */
export const earlyAccessStatusSchema = z.object({
  active: z.boolean(),
  title: z.string().nullable(),
  /** Whether this browser has already given the passcode in this session. */
  verified: z.boolean(),
});
export type EarlyAccessStatusInfo = z.infer<typeof earlyAccessStatusSchema>;

/** POST /api/early-access/verify. */
export const earlyAccessVerifySchema = z.object({
  passcode: z.string({ error: M.passcodeInvalid }).max(EARLY_ACCESS_PASSCODE_MAX, M.passcodeInvalid).regex(PLAIN_TEXT, M.passcodeInvalid),
});
export const earlyAccessVerifiedSchema = z.object({ message: z.string() });

/** A featured work: the public artwork with its early price (price − price × discount / 100). */
export const earlyAccessWorkSchema = artworkSchema.extend({ earlyPrice: z.number() });
export type EarlyAccessWork = z.infer<typeof earlyAccessWorkSchema>;

/** GET /api/early-access/content: the page, only once the passcode is verified (403 before). */
export const earlyAccessContentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  earlyDate: z.string().nullable(),
  discount: z.number().int(),
  /** The admin's pictures of the preview, in their order. */
  images: z.array(storedImageSchema),
  artists: z.array(artistProfileSchema),
  works: z.array(earlyAccessWorkSchema),
});
export type EarlyAccessContent = z.infer<typeof earlyAccessContentSchema>;
