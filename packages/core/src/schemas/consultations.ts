import { z } from 'zod';
import { storableInstant } from './instants.ts';
import { plainText } from './plain-text.ts';
import { questionCaptchaSchema, questionEmailSchema, questionNameSchema, questionPhoneSchema } from './questions.ts';
import { rowId } from './ids.ts';
import { CONSULTATION_DURATIONS, CONSULTATION_MESSAGES, CONSULTATION_NOTE_MAX } from '../consultation-rules.ts';

export {
  CONSULTATION_AHEAD_DAYS,
  CONSULTATION_DURATIONS,
  CONSULTATION_MESSAGES,
  CONSULTATION_NOTE_MAX,
  CONSULTATION_PAST_DAYS,
  CONSULTATION_REMINDER_HOURS,
  consultationChangeHint,
} from '../consultation-rules.ts';
const M = CONSULTATION_MESSAGES;

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
