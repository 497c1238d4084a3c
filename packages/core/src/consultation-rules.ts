/**
 * Booking an art consultation without zod (decision record 052): the messages, the limits and the
 * rules of the booking form, which the consultation page draws without Ant Design; the schemas
 * (schemas/consultations.ts) use the same messages and limits. The booker's name, e-mail and phone
 * are checked by the contact rules of account-rules.ts.
 */

/** Every message of booking an art consultation and of the admin's /create-slots. */
export const CONSULTATION_MESSAGES = {
  booked: 'Your consultation is booked. We have e-mailed you the details and a calendar invitation.',
  taken: 'This time has just been booked. Please choose another.',
  slotMissing: 'This time is no longer offered. Please choose another.',
  slotPast: 'Choose a time in the future.',
  slotExists: 'There is already a time starting then.',
  slotAdded: 'The time has been added.',
  slotRemoved: 'The time has been removed.',
  slotBookedCannotRemove: 'A booked time cannot be removed. Cancel its booking first.',
  slotRequired: 'Please choose a time',
  startRequired: 'Please choose the day and time',
  durationInvalid: 'Choose 30, 45, 60 or 90 minutes',
  noteMax: 'Tell us at most 1000 characters',
  tooMany: 'Too many bookings from here. Please wait a few minutes and try again.',
  bookingCancelled: 'The booking has been cancelled, and the time is offered again. We have e-mailed the person who booked it.',
  noBooking: 'Nobody has booked this time.',
  passedCannotCancel: 'This consultation has taken place; its booking stays.',
  /** Followed by how to change it (bookSlot). */
  alreadyBooked: 'You already have a consultation booked',
} as const;

/** How a person changes or cancels their time, as the page, the refusal and the e-mails say it. */
export const consultationChangeHint = (supportEmail: string, supportPhone: string) => `To change or cancel it, write to ${supportEmail} or call ${supportPhone}.`;

export const CONSULTATION_DURATIONS = [30, 45, 60, 90] as const;
export const CONSULTATION_NOTE_MAX = 1000;
/** How far ahead the page offers times, and how far back the admin's list reaches. */
export const CONSULTATION_AHEAD_DAYS = 90;
export const CONSULTATION_PAST_DAYS = 30;
/** How long before a consultation its reminder e-mail goes out (a booking made closer than this gets none). */
export const CONSULTATION_REMINDER_HOURS = 24;

/** The note's problem (at most CONSULTATION_NOTE_MAX characters once trimmed), or null. */
export function consultationNoteProblem(value: string): string | null {
  return value.trim().length > CONSULTATION_NOTE_MAX ? CONSULTATION_MESSAGES.noteMax : null;
}
