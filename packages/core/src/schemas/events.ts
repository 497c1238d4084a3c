import { z } from 'zod';
import { visibleText } from './articles-admin.ts';
import { plainText } from './plain-text.ts';
import { storedImageSchema } from './images.ts';
import { adminPageQuerySchema, pageOf } from './paging.ts';

/**
 * List An Event (/manage-news-events, spec/02 §2 side menu): any signed-in member submits an
 * event; it waits for the admin, who approves or rejects it. Only approved events are public.
 */
export const EVENT_STATES = ['waiting', 'approved', 'rejected'] as const;
export const eventStateSchema = z.enum(EVENT_STATES);
export type EventState = z.infer<typeof eventStateSchema>;
export const EVENT_STATE_LABELS: Record<EventState, string> = { waiting: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' };

/** Events one member may submit per hour: more than anyone lists, fewer than a flood. */
export const EVENTS_PER_HOUR = 10;
export const EVENT_TITLE_MAX = 200;
/** Visible characters of a description, at most. */
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_LINK_MAX = 500;
/** An author's or publisher's name on a news item the admin writes. */
export const NEWS_AUTHOR_MAX = 120;

export const EVENT_MESSAGES = {
  title: 'Please input event title',
  date: 'Please input event date',
  badDate: 'Please input a valid date',
  description: 'Please input event description',
  link: 'Please input a link that starts with http:// or https://',
  tooLong: 'This is too long',
  submitted: 'Thank you. Your event is waiting for approval.',
  approved: 'The event is approved and the author is e-mailed.',
  rejected: 'The event is rejected and the author is e-mailed.',
  already: 'The event is already in that state',
  deleted: 'The event deleted successfully',
  deleteConfirm: 'Do you want to delete event',
  notFound: 'No such event',
  notYours: 'You may change only your own events while they wait for approval',
  tooMany: 'You have listed many events in the last hour. Please try again later.',
  submitFailed: 'Unable to list the event',
  imageSaved: 'The image is saved.',
  updated: 'The event updated successfully',
  withdrawn: 'Your event is withdrawn',
  withdrawConfirm: 'Do you want to withdraw this event?',
  published: 'The news item is published.',
  author: 'Please input the author or publisher',
  externalUrl: "Please input the address of the publisher's page, starting with http:// or https://",
} as const;

const line = (required: string, max: number) => plainText(z.string({ error: required }).trim().min(1, required).max(max, EVENT_MESSAGES.tooLong));

/** A day, YYYY-MM-DD, that the calendar has. */
const eventDay = z
  .string({ error: EVENT_MESSAGES.date })
  .min(1, EVENT_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_MESSAGES.badDate)
  .refine((day) => {
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) && parsed.getUTCFullYear() >= 1900 && parsed.getUTCFullYear() <= 2200;
  }, EVENT_MESSAGES.badDate);

/** An http(s) address, or nothing. */
const optionalLink = (message: string) =>
  z
    .string()
    .trim()
    .max(EVENT_LINK_MAX, EVENT_MESSAGES.tooLong)
    .regex(/^(https?:\/\/[^\s<>"]+)?$/i, message)
    .nullish()
    .transform((value) => value || null);

/** List An Event's form (POST /api/events), and a member's edit while it waits (PUT /api/events/{id}). */
export const eventInputSchema = z.object({
  title: line(EVENT_MESSAGES.title, EVENT_TITLE_MAX),
  /** The event's day, YYYY-MM-DD. */
  date: eventDay,
  /** HTML from the editor; sanitised by the server. */
  description: plainText(z.string({ error: EVENT_MESSAGES.description }).max(EVENT_DESCRIPTION_MAX * 4, EVENT_MESSAGES.tooLong))
    .refine((html) => visibleText(html).length > 0, EVENT_MESSAGES.description)
    .refine((html) => visibleText(html).length <= EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.tooLong),
  /** Where to read more or book (optional). */
  link: optionalLink(EVENT_MESSAGES.link),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventSubmission = z.output<typeof eventInputSchema>;

/**
 * A news item the admin writes or edits on /manage-news-events (POST /api/admin/events, PUT
 * /api/admin/events/{id}): published at once. The date is optional; the author is the writer or,
 * for an item published elsewhere (is_approved 2), the publisher, whose page `externalUrl` is.
 */
export const newsInputSchema = eventInputSchema.extend({
  date: z
    .union([z.literal(''), eventDay])
    .nullish()
    .transform((value) => value || null),
  author: line(EVENT_MESSAGES.author, NEWS_AUTHOR_MAX),
  externalUrl: optionalLink(EVENT_MESSAGES.externalUrl),
});
export type NewsInput = z.input<typeof newsInputSchema>;
export type NewsSubmission = z.output<typeof newsInputSchema>;

export const eventRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string().nullable(),
  /** Sanitised HTML. */
  description: z.string(),
  link: z.string().nullable(),
  /** Published elsewhere (is_approved 2): the publisher's page, which the public list opens. */
  externalUrl: z.string().nullable(),
  image: storedImageSchema.nullable(),
  state: eventStateSchema,
  /** Who listed it (the admin's table). */
  author: z.string(),
  /** The public page once approved, else null. */
  path: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type EventRow = z.infer<typeof eventRowSchema>;

export const eventsQuerySchema = adminPageQuerySchema.extend({ state: eventStateSchema.optional() });
export type EventsQuery = z.input<typeof eventsQuerySchema>;
export const eventsPageSchema = pageOf(eventRowSchema);
export type EventsPage = z.infer<typeof eventsPageSchema>;
export const eventSavedSchema = z.object({ message: z.string(), event: eventRowSchema });
export type EventSaved = z.infer<typeof eventSavedSchema>;
export const eventReviewSchema = z.object({ state: z.enum(['approved', 'rejected'], { error: 'Choose approved or rejected' }) });
export type EventReview = z.infer<typeof eventReviewSchema>;
export const eventDeletedSchema = z.object({ message: z.string() });
