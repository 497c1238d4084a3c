import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSULTATION_MESSAGES as M, type AdminSlots, type OpenSlots, type SessionUser } from '@vernissage/core/schemas';
import { consultationBookings, consultationSlots, mailOutbox } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, solveCaptcha } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { calendarInvite } from './calendar.ts';
import { insertBookingUnlessBooked } from './repository.ts';
import { bookSlot, cancelBooking, sendReminders } from './service.ts';

const HOUR = 3_600_000;

describe('art consultations: times offered by the admin, booked once by a collector or a visitor', () => {
  let t: TestApp;
  let adminCookie: string;
  let hoursAhead = 24;
  let visitors = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...FAST_CAPTCHA_ENV, SUPPORT_EMAIL: 'team@vernissage.test' } });
    adminCookie = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
  });
  afterAll(() => t.close());
  // Each case books from its own address, within the limit of bookings from one address.
  let caseNumber = 0;
  beforeEach(() => {
    caseNumber += 1;
  });

  const addSlot = (payload: Record<string, unknown>, cookie = adminCookie) => t.app.inject({ method: 'POST', url: '/api/admin/consultations/slots', payload, headers: { cookie } });
  /** A new time on the hour, a day further ahead each call. */
  const newSlot = async (durationMinutes = 45) => {
    const startsAt = new Date(Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR).toISOString();
    hoursAhead += 24;
    const res = await addSlot({ startsAt, durationMinutes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.slotAdded);
    return res.json().slot as { id: number; startsAt: string; durationMinutes: number };
  };
  const openIds = async () => ((await t.app.inject({ method: 'GET', url: '/api/consultations/slots' })).json() as OpenSlots).items.map((slot) => slot.id);
  /** A visitor's booking, from a new address each call unless one is given. */
  const visitorBooking = async (slotId: number, overrides: Record<string, unknown> = {}) => ({
    slotId,
    name: 'Vera Visitor',
    email: `Vera.${(visitors += 1)}@Example.com`,
    phone: ' +1 312 555 0199 ',
    note: 'Two large walls, north light',
    captcha: await solveCaptcha(t.app),
    ...overrides,
  });
  const book = (payload: Record<string, unknown>, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/consultations/bookings', payload, headers: cookie ? { cookie } : {}, remoteAddress: `192.0.2.${caseNumber}` });
  const outbox = (to: string, template: string) =>
    t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template))).orderBy(desc(mailOutbox.id)).limit(1);

  it('offers a new time on the page; a visitor books it with the captcha, both sides get an e-mail with the invitation', async () => {
    const slot = await newSlot();
    expect(await openIds()).toContain(slot.id);

    const res = await book(await visitorBooking(slot.id, { email: 'Vera@Example.com' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: M.booked, slot: { id: slot.id } });
    expect(await openIds()).not.toContain(slot.id);

    const [mine] = await outbox('vera@example.com', 'consultation-booked');
    expect(mine?.textBody).toContain('Thank you, Vera Visitor');
    expect(mine?.textBody).toContain('Chicago time');
    const ics = mine?.attachments?.[0];
    expect(ics).toMatchObject({ filename: 'consultation.ics', contentType: expect.stringContaining('text/calendar') });
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(ics?.content).toContain(`DTSTART:${stamp(slot.startsAt)}`);
    expect(ics?.content).toContain(`DTEND:${stamp(new Date(Date.parse(slot.startsAt) + 45 * 60_000).toISOString())}`);
    expect(ics?.content).toContain('mailto:vera@example.com');
    const [team] = await outbox('team@vernissage.test', 'consultation-booked-team');
    expect(team?.textBody).toContain('Note: Two large walls, north light');
    expect(team?.attachments?.[0]?.filename).toBe('consultation.ics');

    const admin = (await t.app.inject({ method: 'GET', url: '/api/admin/consultations/slots', headers: { cookie: adminCookie } })).json() as AdminSlots;
    expect(admin.items.find((item) => item.id === slot.id)?.booking).toMatchObject({ name: 'Vera Visitor', email: 'vera@example.com', phone: '+1 312 555 0199' });
  });

  it('refuses a second booking of the same time, even when both ask at once', async () => {
    const slot = await newSlot();
    const collector = await signUpUser(t.app);
    const [first, second] = await Promise.all([book(await visitorBooking(slot.id)), book({ slotId: slot.id, name: 'Cole Lector', email: collector.email, phone: '+1 312 555 0100' }, collector.cookie)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect([first, second].find((res) => res.statusCode === 409)?.json().error.message).toBe(M.taken);
    const again = await book(await visitorBooking(slot.id));
    expect(again.statusCode).toBe(409);
  });

  it('lets a signed-in collector book without the captcha, and a visitor only with it', async () => {
    const slot = await newSlot();
    const noCaptcha = await book({ slotId: slot.id, name: 'Vera Visitor', email: 'vera@example.com', phone: '+1 312 555 0199' });
    expect(noCaptcha.statusCode).toBe(400);
    const collector = await signUpUser(t.app);
    const res = await book({ slotId: slot.id, name: 'Cole Lector', email: collector.email, phone: '+1 312 555 0100' }, collector.cookie);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('holds one time ahead per person, by e-mail address or account, even when both ask at once', async () => {
    const alreadyBooked = `${M.alreadyBooked}. To change or cancel it, write to team@vernissage.test or call ${t.env.SUPPORT_PHONE}.`;
    const [first, second, third] = [await newSlot(), await newSlot(), await newSlot()];
    expect((await book(await visitorBooking(first.id, { email: 'hoarder@example.com' }))).statusCode).toBe(201);
    const again = await book(await visitorBooking(second.id, { email: 'Hoarder@Example.com', name: 'Someone Else' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ reason: 'consultation_already_booked', message: alreadyBooked });
    expect(await openIds()).toContain(second.id);

    // A member is one person whatever address they type, and sees the time they hold.
    const collector = await signUpUser(t.app);
    const mine = async (cookie = collector.cookie) => (await t.app.inject({ method: 'GET', url: '/api/consultations/mine', headers: { cookie } })).json();
    expect(await mine()).toEqual({ slot: null });
    const asMember = (slotId: number, email: string) => book({ slotId, name: 'Cole Lector', email, phone: '+1 312 555 0100' }, collector.cookie);
    expect((await asMember(second.id, 'cole.other@example.com')).statusCode).toBe(201);
    expect((await asMember(third.id, collector.email)).json().error.reason).toBe('consultation_already_booked');
    expect(await mine()).toEqual({ slot: second });
    // A booking made as a visitor with a member's address is theirs too.
    const member = await signUpUser(t.app);
    expect((await book(await visitorBooking(third.id, { email: member.email.toUpperCase() }))).statusCode).toBe(201);
    expect(await mine(member.cookie)).toEqual({ slot: third });

    // Two times asked for at once by one address: one is booked, the other stays open. Through
    // the API, and straight to the store, where both transactions overlap on PostgreSQL.
    const [fourth, fifth, sixth, seventh, eighth] = [await newSlot(), await newSlot(), await newSlot(), await newSlot(), await newSlot()];
    const both = await Promise.all([book(await visitorBooking(fourth.id, { email: 'twice@example.com' })), book(await visitorBooking(fifth.id, { email: 'twice@example.com' }))]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await openIds()).filter((id) => id === fourth.id || id === fifth.id)).toHaveLength(1);
    const atOnce = (slotId: number) => insertBookingUnlessBooked(t.app.db, { slotId, userId: null, name: 'Twice', email: 'at-once@example.com', phone: '+1 312 555 0100', note: null }, new Date(), async () => undefined);
    const stored = await Promise.all([atOnce(sixth.id), atOnce(seventh.id)]);
    expect(stored.filter((result) => result === 'already-booked')).toHaveLength(1);

    // A consultation that has taken place does not count.
    const [past] = await t.app.db.insert(consultationSlots).values({ startsAt: new Date(Date.now() - 24 * HOUR), durationMinutes: 30, createdBy: collector.id }).returning();
    await t.app.db.insert(consultationBookings).values({ slotId: past!.id, name: 'Past Visitor', email: 'past@example.com', phone: '+1 312 555 0100' });
    expect((await book(await visitorBooking(eighth.id, { email: 'past@example.com' }))).statusCode).toBe(201);
  });

  it('lets the admin cancel a booking ahead: the time is offered again, the person is e-mailed the cancellation and may book again', async () => {
    const [slot, other] = [await newSlot(), await newSlot()];
    const cancel = (id: number, cookie = adminCookie) => t.app.inject({ method: 'DELETE', url: `/api/admin/consultations/slots/${id}/booking`, headers: { cookie } });
    expect((await book(await visitorBooking(slot.id, { email: 'changes@example.com' }))).statusCode).toBe(201);
    const [invitation] = await outbox('changes@example.com', 'consultation-booked');
    const uid = /UID:(\S+)/.exec(invitation?.attachments?.[0]?.content ?? '')?.[1];
    expect(uid).toMatch(/^consultation-\d+@/);

    const res = await cancel(slot.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.bookingCancelled });
    expect(await openIds()).toContain(slot.id);
    const [mail] = await outbox('changes@example.com', 'consultation-cancelled');
    expect(mail?.textBody).toContain('is cancelled');
    const ics = mail?.attachments?.[0];
    expect(ics?.contentType).toContain('method=CANCEL');
    expect(ics?.content).toContain('METHOD:CANCEL');
    expect(ics?.content).toContain('STATUS:CANCELLED');
    expect(ics?.content).toContain(`UID:${uid}`);

    // The person holds nothing now, so they may book another time.
    expect((await book(await visitorBooking(other.id, { email: 'changes@example.com' }))).statusCode).toBe(201);
    // Nothing to cancel, an unknown time, a past consultation: clear refusals.
    expect((await cancel(slot.id)).json().error.message).toBe(M.noBooking);
    expect((await cancel(999999)).statusCode).toBe(404);
    const collector = await signUpUser(t.app);
    const [past] = await t.app.db.insert(consultationSlots).values({ startsAt: new Date(Date.now() - 2 * HOUR), durationMinutes: 30, createdBy: collector.id }).returning();
    await t.app.db.insert(consultationBookings).values({ slotId: past!.id, name: 'Past Visitor', email: 'past.cancel@example.com', phone: '+1 312 555 0100' });
    const passed = await cancel(past!.id);
    expect(passed.statusCode).toBe(409);
    expect(passed.json().error.message).toBe(M.passedCannotCancel);
    // Only the admin cancels.
    expect((await cancel(other.id, collector.cookie)).statusCode).toBe(403);
  });

  it('e-mails one reminder a day before a booked time, whichever process looks; a time booked within the day gets none', async () => {
    const deps = { db: t.app.db, captcha: t.app.captcha, mail: t.app.mail, env: t.env, log: t.app.log };
    const at = (slot: { startsAt: string }, hoursBefore: number) => () => new Date(Date.parse(slot.startsAt) - hoursBefore * HOUR);
    const reminders = async (to: string) => (await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'consultation-reminder')))).length;

    const slot = await newSlot();
    expect((await book(await visitorBooking(slot.id, { email: 'remind.me@example.com' }))).statusCode).toBe(201);
    await sendReminders({ ...deps, now: at(slot, 30) });
    expect(await reminders('remind.me@example.com')).toBe(0);
    await sendReminders({ ...deps, now: at(slot, 20) });
    expect(await reminders('remind.me@example.com')).toBe(1);
    const [mail] = await outbox('remind.me@example.com', 'consultation-reminder');
    expect(mail?.textBody).toContain('we meet on');
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:PUBLISH');
    await sendReminders({ ...deps, now: at(slot, 2) });
    expect(await reminders('remind.me@example.com')).toBe(1);

    // Two processes looking at once send it once.
    const other = await newSlot();
    expect((await book(await visitorBooking(other.id, { email: 'remind.once@example.com' }))).statusCode).toBe(201);
    await Promise.all([sendReminders({ ...deps, now: at(other, 12) }), sendReminders({ ...deps, now: at(other, 12) })]);
    expect(await reminders('remind.once@example.com')).toBe(1);

    // Booked three hours before: the confirmation was the reminder.
    const startsAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3 * HOUR + 7 * 60_000).toISOString();
    const close = (await addSlot({ startsAt, durationMinutes: 30 })).json().slot as { id: number; startsAt: string };
    expect((await book(await visitorBooking(close.id, { email: 'just.booked@example.com' }))).statusCode).toBe(201);
    await sendReminders({ ...deps, now: at(close, 2) });
    expect(await reminders('just.booked@example.com')).toBe(0);

    // A reminder that cannot be queued leaves its booking unreminded, and the next sweep sends it.
    const unlucky = await newSlot();
    expect((await book(await visitorBooking(unlucky.id, { email: 'remind.fail@example.com' }))).statusCode).toBe(201);
    const failing = { ...deps, mail: { ...t.app.mail, queue: () => Promise.reject(new Error('the outbox is down')) } };
    await expect(sendReminders({ ...failing, now: at(unlucky, 12) })).rejects.toThrow('the outbox is down');
    expect(await reminders('remind.fail@example.com')).toBe(0);
    expect(await sendReminders({ ...deps, now: at(unlucky, 11) })).toBe(1);
    expect(await reminders('remind.fail@example.com')).toBe(1);
  });

  it('books or cancels together with its e-mails: when they cannot be stored, neither is the booking nor its cancellation', async () => {
    const deps = { db: t.app.db, captcha: t.app.captcha, mail: t.app.mail, env: t.env, log: t.app.log };
    const failing = { ...deps, mail: { ...t.app.mail, queue: () => Promise.reject(new Error('the outbox is down')) } };
    const signedUp = await signUpUser(t.app, { email: `atomic.${caseNumber}@example.com` });
    const collector = { id: signedUp.id, email: signedUp.email } as SessionUser;
    const slot = await newSlot();
    const booking = { slotId: slot.id, name: 'Ada Atomic', email: collector.email, phone: '+1 312 555 0101', note: '', captcha: '' };

    await expect(bookSlot(failing, booking, collector)).rejects.toThrow('the outbox is down');
    expect(await openIds()).toContain(slot.id);
    expect(await t.app.db.select().from(consultationBookings).where(eq(consultationBookings.slotId, slot.id))).toEqual([]);

    await bookSlot(deps, booking, collector);
    expect(await openIds()).not.toContain(slot.id);
    await expect(cancelBooking(failing, slot.id)).rejects.toThrow('the outbox is down');
    expect(await openIds()).not.toContain(slot.id);
    expect(await outbox(collector.email, 'consultation-cancelled')).toEqual([]);

    expect((await cancelBooking(deps, slot.id)).message).toBe(M.bookingCancelled);
    expect(await openIds()).toContain(slot.id);
    expect(await outbox(collector.email, 'consultation-cancelled')).toHaveLength(1);
  });

  it("checks the admin's times: in the future, one per starting instant, a listed duration; a booked time stays", async () => {
    const past = await addSlot({ startsAt: new Date(Date.now() - HOUR).toISOString(), durationMinutes: 30 });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(M.slotPast);
    expect((await addSlot({ startsAt: new Date(Date.now() + HOUR).toISOString(), durationMinutes: 20 })).json().error.message).toBe(M.durationInvalid);
    expect((await addSlot({ startsAt: 'tomorrow', durationMinutes: 30 })).statusCode).toBe(400);

    const slot = await newSlot();
    const twice = await addSlot({ startsAt: slot.startsAt, durationMinutes: 30 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(M.slotExists);

    expect((await book(await visitorBooking(slot.id))).statusCode).toBe(201);
    const removeBooked = await t.app.inject({ method: 'DELETE', url: `/api/admin/consultations/slots/${slot.id}`, headers: { cookie: adminCookie } });
    expect(removeBooked.statusCode).toBe(409);

    const open = await newSlot();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/consultations/slots/${open.id}`, headers: { cookie: adminCookie } });
    expect(removed.json()).toEqual({ message: M.slotRemoved });
    expect(await openIds()).not.toContain(open.id);
  });

  it('answers an unknown, past or garbled time with a clear 4xx', async () => {
    for (const slotId of [999999, 2_147_483_648, 0, -1, 'x', null]) {
      const res = await book(await visitorBooking(slotId as number));
      expect(res.statusCode, String(slotId)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(slotId)).toBeLessThan(500);
    }
    expect((await book(await visitorBooking(999999))).json().error.message).toBe(M.slotMissing);
    const nul = await book(await visitorBooking(1, { name: 'Ve\u0000ra' }));
    expect(nul.statusCode).toBeLessThan(500);
  });
});

describe('the calendar invitation', () => {
  it('escapes text, quotes names, and folds long lines without cutting a character', () => {
    const ics = calendarInvite({
      uid: 'consultation-1@art.example.com',
      start: new Date('2026-05-01T15:00:00Z'),
      minutes: 60,
      summary: 'Art consultation, with; commas',
      description: `Line one\nLine two — ${'é'.repeat(80)}`,
      organizer: { name: 'Vernissage', email: 'team@example.com' },
      attendee: { name: 'Ann "Quote" Lee', email: 'ann@example.com' },
      now: new Date('2026-04-01T10:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20260501T150000Z\r\nDTEND:20260501T160000Z');
    expect(ics).toContain('SUMMARY:Art consultation\\, with\\; commas');
    expect(ics).toContain('ATTENDEE;CN="Ann Quote Lee"');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`Line one\\nLine two — ${'é'.repeat(80)}`);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
