import { and, asc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AdminSlot, ConsultationSlot } from '@vernissage/core/schemas';
import type { Database, Executor } from '../../db/client.ts';
import { consultationBookings, consultationSlots } from '../../db/schema/index.ts';

type SlotRow = typeof consultationSlots.$inferSelect;
const slotOf = (row: SlotRow): ConsultationSlot => ({ id: row.id, startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes });

/** Times not booked yet that start between these instants, soonest first. */
export async function openSlots(db: Database, from: Date, until: Date): Promise<ConsultationSlot[]> {
  const rows = await db
    .select({ slot: consultationSlots })
    .from(consultationSlots)
    .leftJoin(consultationBookings, eq(consultationBookings.slotId, consultationSlots.id))
    .where(and(isNull(consultationBookings.id), gte(consultationSlots.startsAt, from), lte(consultationSlots.startsAt, until)))
    .orderBy(asc(consultationSlots.startsAt));
  return rows.map((row) => slotOf(row.slot));
}

/** Every time from this instant on, with its booking if it has one (the admin's list). */
export async function slotsSince(db: Database, from: Date): Promise<AdminSlot[]> {
  const rows = await db
    .select({ slot: consultationSlots, booking: consultationBookings })
    .from(consultationSlots)
    .leftJoin(consultationBookings, eq(consultationBookings.slotId, consultationSlots.id))
    .where(gte(consultationSlots.startsAt, from))
    .orderBy(asc(consultationSlots.startsAt));
  return rows.map(({ slot, booking }) => ({
    ...slotOf(slot),
    booking: booking ? { name: booking.name, email: booking.email, phone: booking.phone, note: booking.note, bookedAt: booking.createdAt.toISOString() } : null,
  }));
}

export async function findSlot(db: Database, id: number): Promise<(ConsultationSlot & { booked: boolean }) | null> {
  const [row] = await db
    .select({ slot: consultationSlots, bookingId: consultationBookings.id })
    .from(consultationSlots)
    .leftJoin(consultationBookings, eq(consultationBookings.slotId, consultationSlots.id))
    .where(eq(consultationSlots.id, id))
    .limit(1);
  return row ? { ...slotOf(row.slot), booked: row.bookingId !== null } : null;
}

export async function insertSlot(db: Database, slot: { startsAt: Date; durationMinutes: number; createdBy: string }): Promise<ConsultationSlot> {
  const [row] = await db.insert(consultationSlots).values(slot).returning();
  return slotOf(row!);
}

/** Removes a time nobody has booked; false when it is booked (or gone). */
export async function deleteOpenSlot(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [booked] = await tx.select({ id: consultationBookings.id }).from(consultationBookings).where(eq(consultationBookings.slotId, id)).limit(1);
    if (booked) return false;
    const removed = await tx.delete(consultationSlots).where(eq(consultationSlots.id, id)).returning({ id: consultationSlots.id });
    return removed.length > 0;
  });
}

/** A booking's columns as the e-mails read them (NewBooking with its id). */
const bookingColumns = { id: consultationBookings.id, slotId: consultationBookings.slotId, userId: consultationBookings.userId, name: consultationBookings.name, email: consultationBookings.email, phone: consultationBookings.phone, note: consultationBookings.note };

/** Cancels the time's booking, if it has one: the time is open again. The booking as it was, with its id. */
export async function deleteBooking(db: Executor, slotId: number): Promise<(NewBooking & { id: number }) | null> {
  const [row] = await db
    .delete(consultationBookings)
    .where(eq(consultationBookings.slotId, slotId))
    .returning(bookingColumns);
  return row ?? null;
}

export interface NewBooking {
  slotId: number;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  note: string | null;
  /** Set when the booking is made so close to its time that its confirmation is the reminder. */
  remindedAt?: Date | null;
}

/**
 * Takes the bookings whose reminder is due (their time starts after `now` and by `until`, and no
 * reminder went out), marking each as reminded, with its time. One statement: on every server
 * process a booking is taken once, since a second update of the row finds it reminded.
 */
export async function claimDueReminders(db: Executor, now: Date, until: Date): Promise<Array<{ booking: NewBooking & { id: number }; slot: ConsultationSlot }>> {
  const rows = await db
    .update(consultationBookings)
    .set({ remindedAt: now })
    .from(consultationSlots)
    .where(and(eq(consultationSlots.id, consultationBookings.slotId), isNull(consultationBookings.remindedAt), gt(consultationSlots.startsAt, now), lte(consultationSlots.startsAt, until)))
    .returning({ booking: bookingColumns, slot: consultationSlots });
  return rows.map(({ booking, slot }) => ({ booking, slot: slotOf(slot) }));
}

/** A person, for the one time they may hold ahead: their account (a member) and an e-mail address. */
export interface Booker {
  userId: string | null;
  email: string;
}

/** The bookings made by the person's account or with their address (stored lower-case). */
const bookedBy = (person: Booker) =>
  person.userId ? or(eq(consultationBookings.email, person.email), eq(consultationBookings.userId, person.userId)) : eq(consultationBookings.email, person.email);

/** The time the person holds that is still ahead at `now`, the soonest if there were ever two. */
export async function heldSlot(db: Executor, person: Booker, now: Date): Promise<ConsultationSlot | null> {
  const [row] = await db
    .select({ slot: consultationSlots })
    .from(consultationBookings)
    .innerJoin(consultationSlots, eq(consultationSlots.id, consultationBookings.slotId))
    .where(and(bookedBy(person), gt(consultationSlots.startsAt, now)))
    .orderBy(asc(consultationSlots.startsAt))
    .limit(1);
  return row ? slotOf(row.slot) : null;
}

/** The first key of the advisory locks one person's bookings take (the second is a hash of who). */
const BOOKING_LOCK_CLASS = 7401;

/**
 * Books the time unless the person already holds one still ahead: the same account, or the same
 * e-mail address (one each per transaction's lock, so two bookings sent at once by one person are
 * taken in turn, on every server process). The unique slot id refuses a second booking of a time
 * (the caller reads the violation). `andThen` runs in the booking's transaction (its e-mails go
 * into the outbox there), and what it gives comes back with the booking's id.
 */
export async function insertBookingUnlessBooked<T>(db: Database, booking: NewBooking, now: Date, andThen: (tx: Executor, bookingId: number) => Promise<T>): Promise<{ bookingId: number; then: T } | 'already-booked'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, hashtext(${`email:${booking.email}`}))`);
    if (booking.userId) await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, hashtext(${`user:${booking.userId}`}))`);
    if (await heldSlot(tx, booking, now)) return 'already-booked';
    const [row] = await tx.insert(consultationBookings).values(booking).returning({ id: consultationBookings.id });
    return { bookingId: row!.id, then: await andThen(tx, row!.id) };
  });
}
