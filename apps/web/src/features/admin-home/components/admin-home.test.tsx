import { screen, within } from '@testing-library/react';
import type { AdminOverview } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { lineArtwork } from '../../../testing/commerce.ts';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const admin = user({ role: 'admin', name: 'Vernissage Admin' });

function overview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    generatedAt: '2026-03-10T15:00:00.000Z',
    listedThisWeek: { count: 4, bySeller: [{ id: 'a1', name: 'Marisol Reyes', count: 3 }, { id: 'a2', name: 'Theo Park', count: 1 }] },
    holds: {
      count: 2,
      oldest: [{ id: 7, orderId: 3, artwork: lineArtwork(11, 'Lake at Dusk'), buyer: 'Ada Collector', placedAt: '2026-03-09T15:00:00.000Z', holdExpiresAt: new Date(Date.now() + 5 * 3_600_000 + 30_000).toISOString() }],
    },
    salesThisMonth: { count: 2, amount: 3200, commission: 480, commissionRate: 0.15 },
    openQuestions: { count: 3, offers: 1 },
    eventsWaiting: 2,
    newCollectors: { count: 12, tasteTestDone: 9 },
    ratingsPerDay: Array.from({ length: 30 }, (_, index) => ({ day: `2026-02-${String(index + 1).padStart(2, '0')}`.replace('2026-02-29', '2026-03-01').replace('2026-02-30', '2026-03-02'), likes: index, dislikes: 1 })),
    mostLiked: [{ artwork: lineArtwork(21, 'Quiet Field'), count: 14 }],
    mostDisliked: [],
    ...overrides,
  };
}

describe('/admin', { timeout: 60_000 }, () => {
  it('shows today at a glance, each figure leading to its page', async () => {
    stubFetch({ 'GET /api/admin/overview': () => json(overview()) }, { user: admin });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();

    const holds = screen.getByRole('region', { name: 'Holds waiting' });
    expect(holds).toHaveTextContent('2');
    expect(holds).toHaveTextContent('Lake at Dusk for Ada Collector');
    expect(holds).toHaveTextContent('5 hours left');
    expect(within(holds).getByRole('link', { name: 'Decide on Hold Orders' })).toHaveAttribute('href', '/hold-orders');

    const sales = screen.getByRole('region', { name: 'Sales this month' });
    expect(sales).toHaveTextContent('$3,200.00');
    expect(sales).toHaveTextContent('2 sales · $480.00 commission (15%)');
    expect(within(sales).getByRole('link', { name: 'See Artwork Sales' })).toHaveAttribute('href', '/my-purchases');

    const listed = screen.getByRole('region', { name: 'Works listed this week' });
    expect(listed).toHaveTextContent('Marisol Reyes 3 works');
    expect(within(listed).getByRole('link', { name: 'See Art Works' })).toHaveAttribute('href', '/admin-art-works');

    expect(screen.getByRole('region', { name: 'Open questions and offers' })).toHaveTextContent('1 offer among them.');
    const collectors = screen.getByRole('region', { name: 'New collectors this week' });
    expect(collectors).toHaveTextContent('9 of them finished the taste test.');
    expect(within(collectors).getByRole('link', { name: 'See Users' })).toHaveAttribute('href', '/users');

    // The chart's figures are in a table for screen readers.
    const table = screen.getByRole('table', { name: 'Likes and dislikes per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('region', { name: 'Ratings per day, last 30 days' })).toHaveTextContent('435 likes and 30 dislikes in all.');

    const liked = screen.getByRole('region', { name: 'Most liked this week' });
    expect(within(liked).getByRole('link', { name: 'Quiet Field' })).toHaveAttribute('href', '/artwork-for-sale/Quiet-Field-21');
    expect(liked).toHaveTextContent('14 likes');
    expect(screen.getByRole('region', { name: 'Most disliked this week' })).toHaveTextContent('No ratings this week yet.');
  });

  it('says when nothing waits', async () => {
    stubFetch(
      {
        'GET /api/admin/overview': () =>
          json(overview({ holds: { count: 0, oldest: [] }, openQuestions: { count: 0, offers: 0 }, listedThisWeek: { count: 0, bySeller: [] } })),
      },
      { user: admin },
    );
    renderApp('/admin');
    expect(await screen.findByText('No work is waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByText('Every question has been answered.')).toBeInTheDocument();
    expect(screen.getByText('No new works in the last seven days.')).toBeInTheDocument();
  });

  it('is the 404 page for anyone but the admin', async () => {
    const stub = stubFetch({ 'GET /api/admin/overview': () => json(overview()) }, { user: user() });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/admin/overview');
  });
});
