import { screen, within } from '@testing-library/react';
import { EVENT_MESSAGES as M } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeAll(() => import('./manage-news-events-page.tsx'), 60_000);

const FIRST_PAINT_MS = 20_000;
const event = (overrides: object) => ({
  id: 1,
  title: 'Open Studio Night',
  date: '2026-12-12',
  description: '<p>Late</p>',
  link: null,
  externalUrl: null,
  image: null,
  state: 'waiting',
  author: 'Ada Lovelace',
  path: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

describe('List An Event', { timeout: 40_000 }, () => {
  it('shows a member their own events with their state, and names each missing field of the form', async () => {
    stubFetch({ 'GET /api/events/mine': () => json({ total: 2, items: [event({}), event({ id: 2, title: 'Print Fair', state: 'approved', path: '/news-events/print-fair-1a2b3c4d' })] }) }, { user: user() });
    const { user: person } = renderApp('/manage-news-events');
    expect(await screen.findByText('Open Studio Night', {}, { timeout: FIRST_PAINT_MS })).toBeInTheDocument();
    expect(screen.getByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/news-events/print-fair-1a2b3c4d' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Events to review' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: /List An Event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'List An Event' });
    await person.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const text of [M.title, M.date]) expect(await within(dialog).findByText(text)).toBeInTheDocument();
  });

  it('shows the admin the events waiting, with Approve and Reject', async () => {
    stubFetch(
      {
        'GET /api/events/mine': () => json({ total: 0, items: [] }),
        'GET /api/admin/events': () => json({ total: 1, items: [event({ author: 'Grace Hopper' })] }),
      },
      { user: user({ id: 'admin-1', role: 'admin' }) },
    );
    renderApp('/manage-news-events');
    const review = await screen.findByRole('region', { name: 'Events to review' }, { timeout: FIRST_PAINT_MS });
    expect(await within(review).findByText(/listed by Grace Hopper/)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Approve Open Studio Night' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Reject Open Studio Night' })).toBeInTheDocument();
    expect(screen.getByText('You have not listed an event yet.')).toBeInTheDocument();
  });
});
