import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { OVERVIEW_LIST_MAX, OVERVIEW_RATING_DAYS, type AdminOverview } from '@vernissage/core/schemas';
import { PRODUCT_TIME_ZONE } from '@vernissage/core/constants';
import type { Database } from '../../db/client.ts';
import { artworks, newsEvents, orderItems, orders, questions, ratings, users } from '../../db/schema/index.ts';
import { artists, artworkColumns, buyers, lineArtwork, orderedArtworkColumns } from '../orders/index.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The product's time zone as an SQL literal (a constant, so one statement groups by one expression). */
const ZONE = sql.raw(`'${PRODUCT_TIME_ZONE}'`);
type WorkCount = AdminOverview['mostLiked'][number];

/** Works listed in the last seven days, and the sellers who listed most. */
export async function listedSince(db: Database, since: Date): Promise<AdminOverview['listedThisWeek']> {
  const recent = and(eq(artworks.status, '1'), gte(artworks.createdAt, since));
  const [[total], bySeller] = await Promise.all([
    db.select({ count: count() }).from(artworks).where(recent),
    db
      .select({ id: users.id, name: users.name, count: count() })
      .from(artworks)
      .innerJoin(users, eq(artworks.userId, users.id))
      .where(recent)
      .groupBy(users.id, users.name)
      .orderBy(desc(count()), asc(users.name))
      .limit(OVERVIEW_LIST_MAX),
  ]);
  return { count: total?.count ?? 0, bySeller };
}

/** Works on hold, the ones waiting longest first. */
export async function heldWorks(db: Database): Promise<AdminOverview['holds']> {
  const held = eq(orderItems.status, 'held');
  const [[total], rows] = await Promise.all([
    db.select({ count: count() }).from(orderItems).where(held),
    db
      .select({ id: orderItems.id, orderId: orderItems.orderId, placedAt: orders.createdAt, holdExpiresAt: orderItems.holdExpiresAt, buyer: buyers.name, ...orderedArtworkColumns })
      .from(orderItems)
      .innerJoin(orders, eq(orderItems.orderId, orders.id))
      .innerJoin(buyers, eq(orders.userId, buyers.id))
      .innerJoin(artworks, eq(orderItems.artworkId, artworks.id))
      .innerJoin(artists, eq(artworks.userId, artists.id))
      .where(held)
      .orderBy(asc(orders.createdAt), asc(orderItems.id))
      .limit(OVERVIEW_LIST_MAX),
  ]);
  return {
    count: total?.count ?? 0,
    oldest: rows.map((row) => ({
      id: row.id,
      orderId: row.orderId,
      artwork: lineArtwork(row),
      buyer: row.buyer,
      placedAt: row.placedAt.toISOString(),
      holdExpiresAt: row.holdExpiresAt.toISOString(),
    })),
  };
}

/** What each sale confirmed since the start of this month (product time) was sold for. */
export async function salesThisMonth(db: Database): Promise<number[]> {
  const monthStart = sql`date_trunc('month', now() at time zone ${ZONE}) at time zone ${ZONE}`;
  const rows = await db
    .select({ amount: sql<string>`coalesce(${orderItems.discountedPrice}, ${orderItems.price})` })
    .from(orderItems)
    .where(and(eq(orderItems.status, 'sold'), sql`${orderItems.decidedAt} >= ${monthStart}`));
  return rows.map((row) => Number(row.amount));
}

export async function openQuestions(db: Database): Promise<AdminOverview['openQuestions']> {
  const [row] = await db
    .select({ count: count(), offers: sql<number>`count(*) filter (where ${questions.isOffer})`.mapWith(Number) })
    .from(questions)
    .where(isNull(questions.handledAt));
  return { count: row?.count ?? 0, offers: row?.offers ?? 0 };
}

/** Events members listed that wait for the admin's approval (List An Event). */
export async function eventsWaiting(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(newsEvents).where(eq(newsEvents.isApproved, 0));
  return row?.count ?? 0;
}

/** Collectors who joined since then, and how many of them finished the taste test. */
export async function newCollectors(db: Database, since: Date): Promise<AdminOverview['newCollectors']> {
  const [row] = await db
    .select({ count: count(), tasteTestDone: sql<number>`count(*) filter (where ${users.tasteTestStatus} = 1)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.role, 'collector'), gte(users.createdAt, since)));
  return { count: row?.count ?? 0, tasteTestDone: row?.tasteTestDone ?? 0 };
}

const productDay = new Intl.DateTimeFormat('en-CA', { timeZone: PRODUCT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** Likes and dislikes given each day of the last 30 (product time), days without any included. */
export async function ratingsPerDay(db: Database, now: Date): Promise<AdminOverview['ratingsPerDay']> {
  const day = sql<string>`to_char(${ratings.createdAt} at time zone ${ZONE}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      likes: sql<number>`count(*) filter (where ${ratings.rating} = 1)`.mapWith(Number),
      dislikes: sql<number>`count(*) filter (where ${ratings.rating} = -1)`.mapWith(Number),
    })
    .from(ratings)
    .where(gte(ratings.createdAt, new Date(now.getTime() - (OVERVIEW_RATING_DAYS + 1) * DAY_MS)))
    .groupBy(day);
  const counted = new Map(rows.map((row) => [row.day, row]));
  // The last 30 calendar days in product time, oldest first (a day repeated by a clock change is kept once).
  const days = [...new Set(Array.from({ length: OVERVIEW_RATING_DAYS + 1 }, (_, back) => productDay.format(new Date(now.getTime() - back * DAY_MS))))]
    .slice(0, OVERVIEW_RATING_DAYS)
    .reverse();
  return days.map((key) => ({ day: key, likes: counted.get(key)?.likes ?? 0, dislikes: counted.get(key)?.dislikes ?? 0 }));
}

/** The works most liked (or disliked) in ratings given or changed since then. */
export async function mostRated(db: Database, since: Date, rating: 1 | -1): Promise<WorkCount[]> {
  const rows = await db
    .select({ count: count(), ...artworkColumns })
    .from(ratings)
    .innerJoin(artworks, eq(ratings.artworkId, artworks.id))
    .innerJoin(artists, eq(artworks.userId, artists.id))
    .where(and(eq(ratings.rating, rating), gte(ratings.updatedAt, since)))
    .groupBy(artworks.id, artists.id)
    .orderBy(desc(count()), asc(artworks.id))
    .limit(OVERVIEW_LIST_MAX);
  return rows.map((row) => ({ artwork: lineArtwork(row), count: row.count }));
}

export const weekBefore = (now: Date) => new Date(now.getTime() - WEEK_MS);
