import { PRODUCT_TIME_ZONE } from '@vernissage/core/constants';
import { consultationChangeHint, type ConsultationSlot } from '@vernissage/core/schemas';
import { mailLayout } from '../../lib/mail-layout.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';
import { calendarInvite } from './calendar.ts';
import type { ConsultationDeps } from './deps.ts';
import type { NewBooking } from './repository.ts';

type MailSettings = ConsultationDeps['env'];

/** When it is, in the product's time zone, as both e-mails say it. */
export const consultationTime = (slot: ConsultationSlot) =>
  `${new Date(slot.startsAt).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE })} (Chicago time), ${slot.durationMinutes} minutes`;

function invite(env: MailSettings, slot: ConsultationSlot, booking: NewBooking, bookingId: number, now: Date, cancelled = false) {
  const host = new URL(env.PUBLIC_URL).hostname;
  const content = calendarInvite({
    uid: `consultation-${bookingId}@${host}`,
    start: new Date(slot.startsAt),
    minutes: slot.durationMinutes,
    summary: `Art consultation with ${env.PRODUCT_NAME}`,
    description: `${booking.name} and the ${env.PRODUCT_NAME} team. ${booking.note ? `Note: ${booking.note}. ` : ''}Questions: ${env.SUPPORT_EMAIL}, ${env.SUPPORT_PHONE}.`,
    organizer: { name: env.PRODUCT_NAME, email: env.SUPPORT_EMAIL },
    attendee: { name: booking.name, email: booking.email },
    now,
    cancelled,
  });
  return [{ filename: 'consultation.ics', contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`, content }];
}

/** To the person who booked: the time, what happens next, and the invitation. */
export function bookedMail(env: MailSettings, slot: ConsultationSlot, booking: NewBooking, bookingId: number, now: Date): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Your art consultation is booked',
    paragraphs: [
      `Thank you, ${booking.name}. We will meet on ${consultationTime(slot)}.`,
      `We will call you at ${booking.phone} or write to ${booking.email} beforehand with the details.`,
      'The calendar invitation is attached.',
      consultationChangeHint(env.SUPPORT_EMAIL, env.SUPPORT_PHONE),
    ],
  });
  return { to: booking.email, subject: `Your art consultation on ${consultationTime(slot)}`, template: 'consultation-booked', attachments: invite(env, slot, booking, bookingId, now), ...body };
}

/** To the team: who booked which time, how to reach them, and the invitation. */
export function bookedTeamMail(env: MailSettings, slot: ConsultationSlot, booking: NewBooking, bookingId: number, now: Date): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'A consultation was booked',
    paragraphs: [
      `${booking.name}${booking.userId ? ' (signed in)' : ''} booked ${consultationTime(slot)}.`,
      `E-mail: ${booking.email}`,
      `Phone: ${booking.phone}`,
      ...(booking.note ? [`Note: ${booking.note}`] : []),
    ],
    action: { label: 'See the times', url: new URL('/create-slots', env.PUBLIC_URL).toString() },
  });
  return { to: env.SUPPORT_EMAIL, subject: `Consultation booked: ${booking.name}, ${consultationTime(slot)}`, template: 'consultation-booked-team', attachments: invite(env, slot, booking, bookingId, now), ...body };
}

/** To the person who booked, when the team cancels their time: what was cancelled, how to book again, and the calendar's cancellation. */
export function cancelledMail(env: MailSettings, slot: ConsultationSlot, booking: NewBooking, bookingId: number, now: Date): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Your art consultation is cancelled',
    paragraphs: [
      `${booking.name}, your consultation on ${consultationTime(slot)} is cancelled.`,
      'The attached file takes it out of your calendar.',
      `To book another time, or if you did not ask for this, write to ${env.SUPPORT_EMAIL} or call ${env.SUPPORT_PHONE}.`,
    ],
    action: { label: 'Choose another time', url: new URL('/schedule-art-consultation', env.PUBLIC_URL).toString() },
  });
  return { to: booking.email, subject: `Cancelled: your art consultation on ${consultationTime(slot)}`, template: 'consultation-cancelled', attachments: invite(env, slot, booking, bookingId, now, true), ...body };
}

/** To the person who booked, a day before: when, how we will reach them, how to change it, and the invitation again. */
export function reminderMail(env: MailSettings, slot: ConsultationSlot, booking: NewBooking, bookingId: number, now: Date): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Your art consultation is coming up',
    paragraphs: [
      `${booking.name}, we meet on ${consultationTime(slot)}.`,
      `We will call you at ${booking.phone}. Photos of the walls you have in mind help us bring the right works.`,
      'The calendar invitation is attached again.',
      consultationChangeHint(env.SUPPORT_EMAIL, env.SUPPORT_PHONE),
    ],
  });
  return { to: booking.email, subject: `Reminder: your art consultation on ${consultationTime(slot)}`, template: 'consultation-reminder', attachments: invite(env, slot, booking, bookingId, now), ...body };
}
