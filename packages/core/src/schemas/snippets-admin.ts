import { z } from 'zod';
import { SNIPPET, SNIPPET_NAMES, type SnippetName } from '../constants.ts';
import { snippetSchema } from './content.ts';
import { CONTROL_CHARACTERS_MESSAGE, PLAIN_TEXT } from './plain-text.ts';

// The snippet pages (admin). Kept apart from content.ts, which every page loads for its head, so
// these schemas ship with the admin's page only.

/** What the snippet pages say (the spec gives none of its own). */
export const SNIPPET_MESSAGES = {
  content: 'Please input the text',
  headline: 'Please input the headline',
  tooLong: 'This is too long',
  badCharacters: CONTROL_CHARACTERS_MESSAGE,
  saved: 'The snippet updated successfully.',
  saveFailed: 'Unable to update the snippet',
  notFound: 'No such snippet',
} as const;

/**
 * The six snippet pages of spec/02 §2 and the snippets each one edits, grouped by who reads
 * them (decision record 028). A snippet may sit in more than one group: the welcome messages are
 * general text and also what artists or collectors read first.
 */
export const SNIPPET_GROUPS = {
  product: [
    SNIPPET.home,
    SNIPPET.notification,
    SNIPPET.welcomeCollector,
    SNIPPET.welcomeArtist,
    SNIPPET.welcomeMerchant,
    SNIPPET.aboutUs,
    SNIPPET.faq,
    SNIPPET.contact,
    SNIPPET.terms,
    SNIPPET.privacyPolicy,
    SNIPPET.ourPartners,
  ],
  city: [SNIPPET.city, SNIPPET.consultation],
  queue: [SNIPPET.queue, SNIPPET.earlyWork],
  artist: [SNIPPET.forArtists, SNIPPET.welcomeArtist, SNIPPET.welcomeMerchant, SNIPPET.packingInstructions],
  collector: [SNIPPET.forCollectors, SNIPPET.welcomeCollector],
  checkOut: [SNIPPET.checkOut],
} as const satisfies Record<string, readonly SnippetName[]>;
export type SnippetGroup = keyof typeof SNIPPET_GROUPS;

/** Visible characters of a snippet's HTML, at most (the terms and privacy texts are the longest). */
export const SNIPPET_TEXT_MAX = 60_000;
/** Characters of the list's preview of a snippet's text. */
export const SNIPPET_PREVIEW_LENGTH = 140;

const visibleText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim();

/** A snippet name the product reads; anything else is answered 404 by the server. */
export function isSnippetName(name: string): name is SnippetName {
  return (SNIPPET_NAMES as readonly string[]).includes(name);
}

export const snippetInputSchema = z.object({
  /** Plain text shown as the page's or the dialog's title; empty keeps the page's own title. */
  title: z.string().trim().max(200, SNIPPET_MESSAGES.tooLong).regex(PLAIN_TEXT, SNIPPET_MESSAGES.badCharacters).nullable().optional(),
  /** HTML; sanitised by the server. Home holds its three parts joined by HOME_LINE_BREAK. */
  content: z
    .string({ error: SNIPPET_MESSAGES.content })
    .max(SNIPPET_TEXT_MAX * 4, SNIPPET_MESSAGES.tooLong)
    .regex(PLAIN_TEXT, SNIPPET_MESSAGES.badCharacters)
    .refine((html) => visibleText(html).length > 0, SNIPPET_MESSAGES.content),
  /** '1' or '0'; the Notification snippet's switch for the maintenance alert. Omitted: unchanged. */
  status: z.enum(['1', '0']).optional(),
});
export type SnippetInput = z.infer<typeof snippetInputSchema>;

export const snippetSummarySchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  /** The first words of the visible text. */
  preview: z.string(),
  /** Null for a snippet nobody has written yet (pages show their own fallback). */
  status: z.enum(['1', '0']).nullable(),
  updatedAt: z.string().nullable(),
});
export type SnippetSummary = z.infer<typeof snippetSummarySchema>;
export const snippetListSchema = z.object({ items: z.array(snippetSummarySchema) });
export type SnippetList = z.infer<typeof snippetListSchema>;

export const snippetSavedSchema = z.object({ message: z.string(), snippet: snippetSchema });
export type SnippetSaved = z.infer<typeof snippetSavedSchema>;
