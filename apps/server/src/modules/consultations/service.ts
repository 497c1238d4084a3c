import { CONSULTATION_AHEAD_DAYS, CONSULTATION_MESSAGES as M, CONSULTATION_PAST_DAYS, CONSULTATION_REMINDER_HOURS, consultationChangeHint, type AdminSlots, type ConsultationSlot, type CreateSlotInput, type MyConsultation, type OpenSlots, type SessionUser } from '@vernissage/core/schemas';
import type { z } from 'zod';
import type { bookConsultationSchema } from '@vernissage/core/schemas';
import { isPgError, notFound, PG_UNIQUE_VIOLATION, refusal } from '../../lib/errors.ts';
import { requireCaptcha } from '../../plugins/captcha.ts';
import { queueMails, type QueuedMail } from '../../plugins/mail.ts';
import type { ConsultationDeps } from './deps.ts';
import { bookedMail, bookedTeamMail, cancelledMail, reminderMail } from './mails.ts';
import { claimDueReminders, deleteBooking, deleteOpenSlot, findSlot, heldSlot, insertBookingUnlessBooked, insertSlot, openSlots, slotsSince } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_MS = CONSULTATION_REMINDER_HOURS * 60 * 60 * 1000;
const nowOf = (deps: Pick<ConsultationDeps, 'now'>) => deps.now?.() ?? new Date();
type BookingBody = z.output<typeof bookConsultationSchema>;

// The e-mails are put in the outbox inside the transaction that books, cancels or marks reminders
// (queueMails: all are stored or the write fails, so a booking is never without its invitation),
// and sent after the commit (mail.deliver; SMTP's failures are kept on their rows and tried again).

/** The times a visitor or collector can book: open, from now to 90 days ahead. */
export async function listOpenSlots(deps: ConsultationDeps): Promise<OpenSlots> {
  const now = nowOf(deps);
  return { items: await openSlots(deps.db, now, new Date(now.getTime() + CONSULTATION_AHEAD_DAYS * DAY_MS)) };
}

/** The time a member holds ahead, booked from their account or with its address. */
export async function myConsultation(deps: ConsultationDeps, user: SessionUser): Promise<MyConsultation> {
  return { slot: await heldSlot(deps.db, { userId: user.id, email: user.email.toLowerCase() }, nowOf(deps)) };
}

/** The admin's /create-slots: every time from 30 days ago on, with its booking. */
export async function listAdminSlots(deps: ConsultationDeps): Promise<AdminSlots> {
  return { items: await slotsSince(deps.db, new Date(nowOf(deps).getTime() - CONSULTATION_PAST_DAYS * DAY_MS)) };
}

export async function createSlot(deps: ConsultationDeps, admin: SessionUser, input: CreateSlotInput): Promise<{ message: string; slot: ConsultationSlot }> {
  const startsAt = new Date(input.startsAt);
  if (startsAt.getTime() <= nowOf(deps).getTime()) throw refusal('bad_request', 'slot_invalid', M.slotPast, { startsAt: M.slotPast });
  if (startsAt.getTime() > nowOf(deps).getTime() + 2 * 365 * DAY_MS) throw refusal('bad_request', 'slot_invalid', M.startRequired, { startsAt: M.startRequired });
  try {
    return { message: M.slotAdded, slot: await insertSlot(deps.db, { startsAt, durationMinutes: input.durationMinutes, createdBy: admin.id }) };
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw refusal('conflict', 'slot_invalid', M.slotExists, { startsAt: M.slotExists });
    throw error;
  }
}

export async function removeSlot(deps: ConsultationDeps, id: number): Promise<{ message: string }> {
  const slot = await findSlot(deps.db, id);
  if (!slot) throw notFound(M.slotMissing, 'slot_not_found');
  if (slot.booked || !(await deleteOpenSlot(deps.db, id))) throw refusal('conflict', 'slot_taken', M.slotBookedCannotRemove);
  return { message: M.slotRemoved };
}

/**
 * Cancels a booking of a time still ahead (the admin, for a person who wrote to change or cancel
 * it): the time is offered again, and the person gets an e-mail with the calendar's cancellation.
 * A consultation that has taken place keeps its booking, as the record of it.
 */
export async function cancelBooking(deps: ConsultationDeps, id: number): Promise<{ message: string }> {
  const now = nowOf(deps);
  const slot = await findSlot(deps.db, id);
  if (!slot) throw notFound(M.slotMissing, 'slot_not_found');
  if (new Date(slot.startsAt).getTime() <= now.getTime()) throw refusal('conflict', 'slot_invalid', M.passedCannotCancel);
  const { booked: _booked, ...offered } = slot;
  const queued = await deps.db.transaction(async (tx) => {
    const booking = await deleteBooking(tx, id);
    return booking && (await queueMails(deps, tx, [cancelledMail(deps.env, offered, booking, booking.id, now)]));
  });
  if (!queued) throw notFound(M.noBooking, 'slot_not_found');
  await deps.mail.deliver(queued);
  return { message: M.bookingCancelled };
}

/**
 * Books a time: a visitor solves the captcha, a signed-in person does not. The time must be
 * offered and still ahead; the database refuses a second booking of it (409 whoever loses the
 * race). A person holds one time ahead at a time, by account or e-mail address, so nobody can
 * take every open time; the refusal says how to change it and not when it is, since an e-mail
 * address is all a visitor gives. Both sides get an e-mail with the calendar invitation, stored
 * with the booking (queueMails) and sent once it is made.
 */
export async function bookSlot(deps: ConsultationDeps, input: BookingBody, user: SessionUser | null): Promise<{ message: string; slot: ConsultationSlot }> {
  if (!user) await requireCaptcha(deps, input.captcha);
  const now = nowOf(deps);
  const slot = await findSlot(deps.db, input.slotId);
  if (!slot || new Date(slot.startsAt).getTime() <= now.getTime()) throw notFound(M.slotMissing, 'slot_not_found');
  if (slot.booked) throw refusal('conflict', 'slot_taken', M.taken);
  // Booked within the reminder's window: the confirmation is the reminder.
  const soon = new Date(slot.startsAt).getTime() - now.getTime() <= REMINDER_MS;
  const booking = { slotId: slot.id, userId: user?.id ?? null, name: input.name, email: input.email, phone: input.phone.trim(), note: input.note || null, remindedAt: soon ? now : null };
  const { booked: _booked, ...offered } = slot;
  let booked: { bookingId: number; then: QueuedMail[] } | 'already-booked';
  try {
    booked = await insertBookingUnlessBooked(deps.db, booking, now, (tx, bookingId) =>
      queueMails(deps, tx, [bookedMail(deps.env, offered, booking, bookingId, now), bookedTeamMail(deps.env, offered, booking, bookingId, now)]),
    );
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw refusal('conflict', 'slot_taken', M.taken);
    throw error;
  }
  if (booked === 'already-booked') {
    throw refusal('conflict', 'consultation_already_booked', `${M.alreadyBooked}. ${consultationChangeHint(deps.env.SUPPORT_EMAIL, deps.env.SUPPORT_PHONE)}`);
  }
  await deps.mail.deliver(booked.then);
  return { message: M.booked, slot: offered };
}

/**
 * E-mails a reminder for each booking whose time starts within CONSULTATION_REMINDER_HOURS and
 * has had none (every few minutes, on every server process: each booking is taken once). A
 * booking is marked reminded in the transaction that puts its reminder in the outbox, so one that
 * cannot be queued is taken again by the next sweep. How many went out.
 */
export async function sendReminders(deps: ConsultationDeps): Promise<number> {
  const now = nowOf(deps);
  const queued = await deps.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_MS));
    return queueMails(deps, tx, due.map(({ booking, slot }) => reminderMail(deps.env, slot, booking, booking.id, now)));
  });
  await deps.mail.deliver(queued);
  return queued.length;
}
