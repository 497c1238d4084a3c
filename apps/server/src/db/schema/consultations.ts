import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A time the team can take an art consultation, set by the admin on /create-slots. */
export const consultationSlots = pgTable(
  'consultation_slots',
  {
    id: serial().primaryKey(),
    startsAt: timestamp({ withTimezone: true }).notNull().unique('consultation_slots_starts_at_unique'),
    durationMinutes: smallint().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('consultation_slots_duration_check', sql`${t.durationMinutes} between 15 and 240`)],
);

/**
 * A booked consultation. One booking per time: the unique slot id makes a second booking of the
 * same time impossible, whichever server process takes it.
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: serial().primaryKey(),
    slotId: integer()
      .notNull()
      .unique('consultation_bookings_slot_unique')
      .references(() => consultationSlots.id, { onDelete: 'restrict' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the reminder went out (or the booking was made so close that its confirmation was the reminder). */
    remindedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('consultation_bookings_email_idx').on(t.email)],
);
