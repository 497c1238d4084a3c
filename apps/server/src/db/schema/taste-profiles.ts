import { integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface CategoricalEntry {
  id: string;
  name: string;
  tpScore: number;
  /** Ratings behind the entry; absent on entries stored by the first model. */
  evidence?: number;
}
export interface FormalEntry {
  id: number;
  name: string;
  denominator: number;
  userRating: number;
  tpScore: number;
}

/**
 * The collector's rating record (spec/01 §3): taste-test state, the batch counter, the stored
 * queue and the fitted profile. The profile is a cache of the fit of `ratings`; it can always
 * be rebuilt from them.
 */
export const tasteProfiles = pgTable('taste_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Ratings since the last re-rank; at 5 the profile is re-folded and the queue re-ranked. */
  counter: smallint().notNull().default(0),
  /** Ordered top unrated artwork ids (queue_data): stable between re-ranks. */
  queueData: jsonb().$type<number[]>().notNull().default([]),
  colorProfile: jsonb().$type<CategoricalEntry[]>().notNull().default([]),
  contentProfile: jsonb().$type<CategoricalEntry[]>().notNull().default([]),
  materialProfile: jsonb().$type<CategoricalEntry[]>().notNull().default([]),
  formalProfile: jsonb().$type<FormalEntry[]>().notNull().default([]),
  rankedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * Raised by every save of the record, which every change of the collector's ratings makes in
   * the same transaction or statement (a gallery rating within a batch: rateWithinBatch): a
   * process that kept an answer built from the ratings knows from this one number, read with the
   * record, whether they changed (taste/queue-answers.ts).
   */
  version: integer().notNull().default(0),
});
