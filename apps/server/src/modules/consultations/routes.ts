import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSlotsSchema,
  apiErrorSchema,
  bookConsultationSchema,
  consultationBookedSchema,
  CONSULTATION_MESSAGES,
  consultationSlotSchema,
  createSlotSchema,
  idParamsSchema,
  myConsultationSchema,
  openSlotsSchema,
} from '@vernissage/core/schemas';
import { z } from 'zod';
import { limit } from '../../lib/limits.ts';
import { runEvery } from '../../lib/periodic.ts';
import { currentUser, requireRole, requireUser, signedInUser } from '../../plugins/auth.ts';
import type { ConsultationDeps } from './deps.ts';
import { bookSlot, cancelBooking, createSlot, listAdminSlots, listOpenSlots, myConsultation, removeSlot, sendReminders } from './service.ts';

/** Bookings one address may make in a window: a person books one or two, a script many. */
export const BOOKINGS_PER_WINDOW = 10;
const BOOKINGS_WINDOW_MS = 10 * 60 * 1000;
/** How often each process looks for reminders due (a reminder goes out at most this late). */
export const REMINDER_SWEEP_MS = 10 * 60 * 1000;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const tags = ['consultations'];
const adminTags = ['admin: consultations'];
const ADMIN = requireRole('admin');

/**
 * Art consultations: the admin offers times on /create-slots; /schedule-art-consultation shows the
 * open ones beside the external scheduling link, and a collector or a visitor (with the captcha)
 * books one. A booked time cannot be booked twice; both sides get an e-mail with an .ics file.
 */
export const consultationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ConsultationDeps = { db: app.db, captcha: app.captcha, mail: app.mail, env: app.env, log: app.log };
  runEvery(app, REMINDER_SWEEP_MS, 'consultation reminders', () => sendReminders(deps));

  app.get('/api/consultations/slots', { schema: { tags, summary: 'Open consultation times, soonest first, for the next 90 days', response: { 200: openSlotsSchema } } }, async () => {
    return listOpenSlots(deps);
  });

  app.get(
    '/api/consultations/mine',
    { onRequest: requireUser, schema: { tags, summary: "The time the signed-in member holds ahead (booked from their account or with its address), or null", response: { 200: myConsultationSchema, ...errors } } },
    async (request) => myConsultation(deps, signedInUser(request)),
  );

  app.post(
    '/api/consultations/bookings',
    {
      preHandler: limit(app, { name: 'consultation-booking', max: BOOKINGS_PER_WINDOW, windowMs: BOOKINGS_WINDOW_MS, message: CONSULTATION_MESSAGES.tooMany }),
      schema: { tags, summary: 'Book an open time (a visitor solves the captcha); 409 when it was just booked, or when the person (account or e-mail address) already holds a time ahead', body: bookConsultationSchema, response: { 201: consultationBookedSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await bookSlot(deps, request.body, await currentUser(request, reply))),
  );

  app.get(
    '/api/admin/consultations/slots',
    { onRequest: ADMIN, schema: { tags: adminTags, summary: 'Every time from 30 days ago on, with its booking', response: { 200: adminSlotsSchema, ...errors } } },
    async () => {
      return listAdminSlots(deps);
    },
  );

  app.post(
    '/api/admin/consultations/slots',
    {
      onRequest: ADMIN,
      schema: { tags: adminTags, summary: 'Offer a time (in the future; one per starting instant)', body: createSlotSchema, response: { 201: z.object({ message: z.string(), slot: consultationSlotSchema }), ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createSlot(deps, signedInUser(request), request.body)),
  );

  app.delete(
    '/api/admin/consultations/slots/:id/booking',
    {
      onRequest: ADMIN,
      schema: {
        tags: adminTags,
        summary: "Cancel a time's booking (the time is offered again, and the person is e-mailed); 404 when nobody booked it, 409 once it has passed",
        params: idParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => cancelBooking(deps, request.params.id),
  );

  app.delete(
    '/api/admin/consultations/slots/:id',
    { onRequest: ADMIN, schema: { tags: adminTags, summary: 'Remove a time nobody has booked (409 once booked)', params: idParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } } },
    async (request) => removeSlot(deps, request.params.id),
  );
};
