import { COMMISSION_RATE } from '@vernissage/core/constants';
import { splitSale, type AdminOverview } from '@vernissage/core/schemas';
import type { OverviewDeps } from './deps.ts';
import { eventsWaiting, heldWorks, listedSince, mostRated, newCollectors, openQuestions, ratingsPerDay, salesThisMonth, weekBefore } from './repository.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The admin's home: works listed this week and by whom, holds waiting (oldest first), this
 * month's sales and commission, open questions and offers, new collectors and how many finished
 * the taste test, ratings per day over 30 days, and the works most liked and disliked this week.
 */
export async function adminOverview(deps: OverviewDeps): Promise<AdminOverview> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const since = weekBefore(now);
  const [listedThisWeek, holds, sales, questions, collectors, perDay, mostLiked, mostDisliked, waitingEvents] = await Promise.all([
    listedSince(db, since),
    heldWorks(db),
    salesThisMonth(db),
    openQuestions(db),
    newCollectors(db, since),
    ratingsPerDay(db, now),
    mostRated(db, since, 1),
    mostRated(db, since, -1),
    eventsWaiting(db),
  ]);
  return {
    generatedAt: now.toISOString(),
    listedThisWeek,
    holds,
    salesThisMonth: {
      count: sales.length,
      amount: cents(sales.reduce((sum, amount) => sum + amount, 0)),
      // Each sale's commission as Artwork Sales counts it, then added up.
      commission: cents(sales.reduce((sum, amount) => sum + splitSale(amount).commission, 0)),
      commissionRate: COMMISSION_RATE,
    },
    openQuestions: questions,
    eventsWaiting: waitingEvents,
    newCollectors: collectors,
    ratingsPerDay: perDay,
    mostLiked,
    mostDisliked,
  };
}
