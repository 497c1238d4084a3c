import { z } from 'zod';
import { lineArtworkSchema } from './commerce.ts';

/** How many days the ratings chart covers, and how many works, sellers and holds a list shows. */
export const OVERVIEW_RATING_DAYS = 30;
export const OVERVIEW_LIST_MAX = 5;

const workCount = z.object({ artwork: lineArtworkSchema, count: z.number().int() });

/**
 * GET /api/admin/overview: the admin's home (/admin), today at a glance. "This week" is the last
 * seven days; "this month" the calendar month in the product's time zone.
 */
export const adminOverviewSchema = z.object({
  generatedAt: z.string(),
  listedThisWeek: z.object({
    count: z.number().int(),
    /** The sellers who listed most, most first. */
    bySeller: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  }),
  holds: z.object({
    count: z.number().int(),
    /** Oldest first: the decisions waiting longest. */
    oldest: z.array(z.object({ id: z.number().int(), orderId: z.number().int(), artwork: lineArtworkSchema, buyer: z.string(), placedAt: z.string(), holdExpiresAt: z.string() })),
  }),
  salesThisMonth: z.object({ count: z.number().int(), amount: z.number(), commission: z.number(), commissionRate: z.number() }),
  openQuestions: z.object({ count: z.number().int(), offers: z.number().int() }),
  /** Events members listed that wait for the admin (List An Event). */
  eventsWaiting: z.number().int(),
  newCollectors: z.object({ count: z.number().int(), tasteTestDone: z.number().int() }),
  /** One entry per day, oldest first, days without ratings included. */
  ratingsPerDay: z.array(z.object({ day: z.string(), likes: z.number().int(), dislikes: z.number().int() })),
  mostLiked: z.array(workCount),
  mostDisliked: z.array(workCount),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
