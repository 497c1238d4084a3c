import { screen, waitFor, within } from '@testing-library/react';
import { CONSULTATION_MESSAGES as M, type AdminSlot, type ConsultationSlot } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf, fill } from '../../../testing/accounts.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { siteConfig, snippet, user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { chicagoInstant } from '@vernissage/core/product-time';
import { expectText } from '../../../testing/messages.ts';
import { TEST_CAPTCHA_PAYLOAD } from '../../../testing/captcha-double.tsx';

const slot = (id: number, startsAt: string): ConsultationSlot => ({ id, startsAt, durationMinutes: 45 });
const collector = user({ name: 'Cole Lector', email: 'cole@example.test' });
const consultationSnippet = () => json(snippet('Consultation', '<p>Talk to us.</p>'));

describe('booking an art consultation', { timeout: 60_000 }, () => {
  it("shows the open times by day in Chicago time and books one with the collector's details", async () => {
    const sent: Array<Record<string, unknown>> = [];
    stubFetch(
      {
        'GET /api/snippets/Consultation': consultationSnippet,
        'GET /api/consultations/mine': () => json({ slot: null }),
        'GET /api/consultations/slots': () => json({ items: [slot(1, '2026-05-01T15:00:00.000Z'), slot(2, '2026-05-01T18:30:00.000Z'), slot(3, '2026-05-02T14:00:00.000Z')] }),
        'POST /api/consultations/bookings': (_url, init) => {
          sent.push(bodyOf(init));
          return json({ message: M.booked, slot: slot(2, '2026-05-01T18:30:00.000Z') }, 201);
        },
      },
      { user: collector },
    );
    const { user: person } = renderApp('/schedule-art-consultation');
    const form = await screen.findByRole('form', { name: 'Book a consultation' });
    const friday = within(form).getByRole('group', { name: 'Friday, May 1' });
    expect(within(friday).getAllByRole('radio')).toHaveLength(2);
    expect(within(form).getByRole('group', { name: 'Saturday, May 2' })).toBeInTheDocument();
    await person.click(within(friday).getByText('1:30 PM · 45 min'));
    expect(within(form).getByLabelText('Full name')).toHaveValue('Cole Lector');
    expect(within(form).queryByText('Are you human?')).not.toBeInTheDocument();
    await fill(person, within(form).getByLabelText('Phone'), '+1 312 555 0100');
    await person.click(within(form).getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText(M.booked)).toBeInTheDocument();
    expect(screen.getByText('Friday, May 1, 1:30 PM Chicago time, 45 minutes.')).toBeInTheDocument();
    expect(sent[0]).toEqual({ slotId: 2, name: 'Cole Lector', email: 'cole@example.test', phone: '+1 312 555 0100' });
  });

  it('has a visitor type their details and solve the captcha, checked as they go, and keeps them after a refusal', async () => {
    const sent: Array<Record<string, unknown>> = [];
    stubFetch({
      'GET /api/snippets/Consultation': consultationSnippet,
      'GET /api/consultations/slots': () => json({ items: [slot(1, '2026-05-01T15:00:00.000Z')] }),
      'POST /api/consultations/bookings': (_url, init) => {
        sent.push(bodyOf(init));
        return sent.length === 1 ? json({ error: { code: 'too_many_requests', message: M.tooMany } }, 429) : json({ message: M.booked, slot: slot(1, '2026-05-01T15:00:00.000Z') }, 201);
      },
    });
    const { user: person } = renderApp('/schedule-art-consultation');
    const form = await screen.findByRole('form', { name: 'Book a consultation' });
    const submit = within(form).getByRole('button', { name: 'Book this time' });
    // Nothing to send until the captcha is solved.
    expect(submit).toBeDisabled();
    await person.click(within(form).getByText('10:00 AM · 45 min'));
    await fill(person, within(form).getByLabelText('Full name'), 'Vera Visitor');
    await fill(person, within(form).getByLabelText('Email'), 'vera@example');
    await person.tab();
    await expectText(within(form), 'Please validate your email address');
    await person.clear(within(form).getByLabelText('Email'));
    await fill(person, within(form).getByLabelText('Email'), 'vera@example.com');
    expect(within(form).queryByText('Please validate your email address')).not.toBeInTheDocument();
    await fill(person, within(form).getByLabelText('Phone'), '+1 312 555 0199');
    await fill(person, within(form).getByLabelText('What would you like to talk about? (optional)'), 'North light');
    expect(within(form).getByText('11/1000')).toBeInTheDocument();
    await person.click(within(form).getByRole('checkbox', { name: "I'm not a robot" }));
    await person.click(submit);
    await expectText(within(form), M.tooMany);
    // The refusal used the captcha up; what was typed and chosen stays.
    expect(within(form).getByLabelText('Email')).toHaveValue('vera@example.com');
    expect(within(form).getByRole('radio', { name: '10:00 AM · 45 min' })).toBeChecked();
    expect(submit).toBeDisabled();
    await person.click(within(form).getByRole('checkbox', { name: "I'm not a robot" }));
    await person.click(submit);
    expect(await screen.findByText(M.booked)).toBeInTheDocument();
    expect(sent[1]).toEqual({ slotId: 1, name: 'Vera Visitor', email: 'vera@example.com', phone: '+1 312 555 0199', note: 'North light', captcha: TEST_CAPTCHA_PAYLOAD });
  });

  it('shows the first six days of times, and the later ones on asking, with the focus on the first of them', async () => {
    const days = Array.from({ length: 8 }, (_, i) => slot(i + 1, `2026-05-${String(i + 4).padStart(2, '0')}T15:00:00.000Z`));
    stubFetch({ 'GET /api/snippets/Consultation': consultationSnippet, 'GET /api/consultations/slots': () => json({ items: days }) });
    const { user: person } = renderApp('/schedule-art-consultation');
    const form = await screen.findByRole('form', { name: 'Book a consultation' });
    expect(within(form).getAllByRole('radio')).toHaveLength(6);
    expect(within(form).queryByRole('group', { name: 'Sunday, May 10' })).not.toBeInTheDocument();
    await person.click(within(form).getByRole('button', { name: 'Show 2 more days' }));
    expect(within(form).getAllByRole('radio')).toHaveLength(8);
    expect(within(within(form).getByRole('group', { name: 'Sunday, May 10' })).getByRole('radio')).toHaveFocus();
    expect(within(form).queryByRole('button', { name: /more days/ })).not.toBeInTheDocument();
  });

  it('asks for a time first, and says so when the time was just taken', async () => {
    stubFetch(
      {
        'GET /api/snippets/Consultation': consultationSnippet,
        'GET /api/consultations/mine': () => json({ slot: null }),
        'GET /api/consultations/slots': () => json({ items: [slot(1, '2026-05-01T15:00:00.000Z')] }),
        'POST /api/consultations/bookings': () => json({ error: { code: 'conflict', message: M.taken, reason: 'slot_taken' } }, 409),
      },
      { user: collector },
    );
    const { user: person } = renderApp('/schedule-art-consultation');
    const form = await screen.findByRole('form', { name: 'Book a consultation' });
    await fill(person, within(form).getByLabelText('Phone'), '+1 312 555 0100');
    await person.click(within(form).getByRole('button', { name: 'Book this time' }));
    await expectText(within(form), M.slotRequired);
    // The focus goes to the choice the send was missing.
    expect(within(form).getByRole('group', { name: 'Choose a time (Chicago time)' })).toHaveFocus();
    await person.click(within(form).getByText('10:00 AM · 45 min'));
    await person.click(within(form).getByRole('button', { name: 'Book this time' }));
    await expectText(within(form), M.taken);
    // What was typed stays.
    expect(within(form).getByLabelText('Phone')).toHaveValue('+1 312 555 0100');
  });

  it('says when the person already holds a time, and keeps the time they chose', async () => {
    const message = `${M.alreadyBooked}. To change or cancel it, write to team@vernissage.test or call +1 312 555 0100.`;
    const sent: Array<Record<string, unknown>> = [];
    stubFetch(
      {
        'GET /api/snippets/Consultation': consultationSnippet,
        'GET /api/consultations/mine': () => json({ slot: null }),
        'GET /api/consultations/slots': () => json({ items: [slot(1, '2026-05-01T15:00:00.000Z')] }),
        'POST /api/consultations/bookings': (_url, init) => {
          sent.push(bodyOf(init));
          return json({ error: { code: 'conflict', message, reason: 'consultation_already_booked' } }, 409);
        },
      },
      { user: collector },
    );
    const { user: person } = renderApp('/schedule-art-consultation');
    const form = await screen.findByRole('form', { name: 'Book a consultation' });
    await fill(person, within(form).getByLabelText('Phone'), '+1 312 555 0100');
    await person.click(within(form).getByText('10:00 AM · 45 min'));
    await person.click(within(form).getByRole('button', { name: 'Book this time' }));
    await expectText(within(form), message);
    // Sent again as it is, the chosen time goes with it: only a time just taken is cleared.
    await person.click(within(form).getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ slotId: 1 });
  });

  it('shows a member the time they hold instead of the form, with how to change it, even when no other time is open', async () => {
    stubFetch(
      {
        'GET /api/snippets/Consultation': consultationSnippet,
        'GET /api/consultations/slots': () => json({ items: [] }),
        'GET /api/consultations/mine': () => json({ slot: slot(7, '2026-05-04T18:30:00.000Z') }),
      },
      { user: collector },
    );
    renderApp('/schedule-art-consultation');
    expect(await screen.findByText('You have a consultation booked')).toBeInTheDocument();
    expect(screen.getByText(`Monday, May 4, 1:30 PM Chicago time, 45 minutes. To change or cancel it, write to ${siteConfig.supportEmail} or call ${siteConfig.supportPhone}.`)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Book a consultation' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No times are open/)).not.toBeInTheDocument();
  });
  it('tells a member who holds no time that none are open, when none are', async () => {
    stubFetch(
      {
        'GET /api/snippets/Consultation': consultationSnippet,
        'GET /api/consultations/mine': () => json({ slot: null }),
        'GET /api/consultations/slots': () => json({ items: [] }),
      },
      { user: collector },
    );
    renderApp('/schedule-art-consultation');
    expect(await screen.findByText(/No times are open right now/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Book a consultation' })).not.toBeInTheDocument();
  });
});

describe('/create-slots', { timeout: 60_000 }, () => {
  it('adds a time read as Chicago time and lists who booked each', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const items: AdminSlot[] = [
      { ...slot(1, '2026-05-01T15:00:00.000Z'), booking: { name: 'Vera Visitor', email: 'vera@example.com', phone: '+1 312 555 0199', note: 'North light', bookedAt: '2026-04-20T10:00:00.000Z' } },
      { ...slot(2, '2099-05-01T18:00:00.000Z'), booking: null },
    ];
    stubFetch(
      {
        'GET /api/admin/consultations/slots': () => json({ items }),
        'POST /api/admin/consultations/slots': (_url, init) => {
          sent.push(bodyOf(init));
          return json({ message: M.slotAdded, slot: slot(3, String(bodyOf(init).startsAt)) }, 201);
        },
      },
      { user: user({ role: 'admin' }) },
    );
    const { user: person } = renderApp('/create-slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultation Times' })).toBeInTheDocument();
    const booked = (await screen.findByText('Vera Visitor')).closest('tr')!;
    expect(booked).toHaveTextContent('vera@example.com · +1 312 555 0199');
    expect(within(booked).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    // Only the booked times, on asking.
    await person.click(screen.getByRole('radio', { name: 'Booked (1)' }));
    expect(screen.queryByText('Open')).not.toBeInTheDocument();
    expect(screen.getByText('Vera Visitor')).toBeInTheDocument();
    await person.click(screen.getByRole('radio', { name: 'All times (2)' }));
    expect(screen.getByText('Open')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a time' });
    await fill(person, within(form).getByLabelText('Day'), '2026-07-04');
    await fill(person, within(form).getByLabelText('Starts at (Chicago time)'), '14:30');
    await person.click(within(form).getByRole('button', { name: 'Add time' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // 2:30 PM in Chicago in July (CDT, UTC-5).
    expect(sent[0]).toEqual({ startsAt: '2026-07-04T19:30:00.000Z', durationMinutes: 45 });
  });

  it('cancels a booking still ahead and removes an open time, each after asking, and leaves a past booking', async () => {
    const cancelled: string[] = [];
    let items: AdminSlot[] = [
      { ...slot(1, '2026-05-01T15:00:00.000Z'), booking: { name: 'Vera Visitor', email: 'vera@example.com', phone: '+1 312 555 0199', note: null, bookedAt: '2026-04-20T10:00:00.000Z' } },
      { ...slot(2, '2099-05-01T18:00:00.000Z'), booking: { name: 'Cole Lector', email: 'cole@example.test', phone: '+1 312 555 0100', note: null, bookedAt: '2026-04-21T10:00:00.000Z' } },
      { ...slot(3, '2099-05-02T18:00:00.000Z'), booking: null },
    ];
    stubFetch(
      {
        'GET /api/admin/consultations/slots': () => json({ items }),
        'DELETE /api/admin/consultations/slots/2/booking': (url) => {
          cancelled.push(url.pathname);
          items = items.map((item) => (item.id === 2 ? { ...item, booking: null } : item));
          return json({ message: M.bookingCancelled });
        },
        'DELETE /api/admin/consultations/slots/3': (url) => {
          cancelled.push(url.pathname);
          items = items.filter((item) => item.id !== 3);
          return json({ message: M.slotRemoved });
        },
      },
      { user: user({ role: 'admin' }) },
    );
    const { user: person } = renderApp('/create-slots');
    const past = (await screen.findByText('Vera Visitor')).closest('tr')!;
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();
    const ahead = screen.getByText('Cole Lector').closest('tr')!;
    await person.click(within(ahead).getByRole('button', { name: /^Cancel the booking of / }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('They get an e-mail saying it is cancelled');
    await person.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelled).toHaveLength(0);
    await person.click(within(ahead).getByRole('button', { name: /^Cancel the booking of / }));
    await person.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    await expectText(screen, M.bookingCancelled);
    expect(cancelled).toEqual(['/api/admin/consultations/slots/2/booking']);
    await waitFor(() => expect(screen.queryByText('Cole Lector')).not.toBeInTheDocument());

    const open = screen.getByText('Saturday, May 2, 2099 at 1:00 PM').closest('tr')!;
    await person.click(within(open).getByRole('button', { name: /^Remove / }));
    await person.click(within(await screen.findByRole('dialog', { name: 'Remove this time?' })).getByRole('button', { name: 'Remove' }));
    await expectText(screen, M.slotRemoved);
    expect(cancelled).toEqual(['/api/admin/consultations/slots/2/booking', '/api/admin/consultations/slots/3']);
  });

  it('reads a wall-clock time in Chicago whatever the season', () => {
    expect(chicagoInstant('2026-01-15', '09:00')).toBe('2026-01-15T15:00:00.000Z');
    expect(chicagoInstant('2026-07-15', '09:00')).toBe('2026-07-15T14:00:00.000Z');
    expect(chicagoInstant('2026-03-08', '12:00')).toBe('2026-03-08T17:00:00.000Z');
  });
});
