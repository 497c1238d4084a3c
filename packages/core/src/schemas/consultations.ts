import { z } from 'zod';
import { storableInstant } from './instants.ts';
import { plainText } from './plain-text.ts';
import { questionCaptchaSchema, questionEmailSchema, questionNameSchema, questionPhoneSchema } from './questions.ts';
import { rowId } from './ids.ts';

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

const M = CONSULTATION_MESSAGES;
export const CONSULTATION_DURATIONS = [30, 45, 60, 90] as const;
export const CONSULTATION_NOTE_MAX = 1000;
/** How far ahead the page offers times, and how far back the admin's list reaches. */
export const CONSULTATION_AHEAD_DAYS = 90;
export const CONSULTATION_PAST_DAYS = 30;
/** How long before a consultation its reminder e-mail goes out (a booking made closer than this gets none). */
export const CONSULTATION_REMINDER_HOURS = 24;

export const consultationSlotSchema = z.object({ id: z.number().int(), startsAt: z.string(), durationMinutes: z.number().int() });
export type ConsultationSlot = z.infer<typeof consultationSlotSchema>;

export const openSlotsSchema = z.object({ items: z.array(consultationSlotSchema) });

/** GET /api/consultations/mine: the time the signed-in member holds ahead (one at most: bookSlot), or null. */
export const myConsultationSchema = z.object({ slot: consultationSlotSchema.nullable() });
export type MyConsultation = z.infer<typeof myConsultationSchema>;
export type OpenSlots = z.infer<typeof openSlotsSchema>;

export const consultationBookingSchema = z.object({ name: z.string(), email: z.string(), phone: z.string(), note: z.string().nullable(), bookedAt: z.string() });

export const adminSlotSchema = consultationSlotSchema.extend({ booking: consultationBookingSchema.nullable() });
export type AdminSlot = z.infer<typeof adminSlotSchema>;
export const adminSlotsSchema = z.object({ items: z.array(adminSlotSchema) });
export type AdminSlots = z.infer<typeof adminSlotsSchema>;

/** POST /api/admin/consultations/slots: when it starts and how long it lasts. */
export const createSlotSchema = z.object({
  startsAt: storableInstant({ offset: true, error: M.startRequired }),
  durationMinutes: z.number({ error: M.durationInvalid }).refine((minutes) => (CONSULTATION_DURATIONS as readonly number[]).includes(minutes), M.durationInvalid),
});
export type CreateSlotInput = z.infer<typeof createSlotSchema>;

/** POST /api/consultations/bookings: the time, who books it (a member's own details prefilled), the captcha. */
export const bookConsultationSchema = z.object({
  slotId: rowId(M.slotRequired),
  name: questionNameSchema,
  email: questionEmailSchema,
  phone: questionPhoneSchema,
  note: plainText(z.string().trim().max(CONSULTATION_NOTE_MAX, M.noteMax)).optional(),
  /** Required of a visitor; a signed-in person books without one. */
  captcha: questionCaptchaSchema.optional(),
});
export type BookConsultationInput = z.input<typeof bookConsultationSchema>;

export const consultationBookedSchema = z.object({ message: z.string(), slot: consultationSlotSchema });
