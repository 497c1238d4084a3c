import { screen, waitFor, within } from '@testing-library/react';
import { myRatingsSchema, type MyRating } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { bodyOf } from '../../../../testing/accounts.ts';
import { json, stubFetch } from '../../../../testing/fetch-stub.ts';
import { user } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { work } from '../../testing.ts';

const rated = (id: number, rating: 1 | -1, source: MyRating['source'] = 'quiz'): MyRating => ({ work: work(id), rating, source, ratedAt: '2026-03-02T10:00:00.000Z' });

describe('/my-ratings', { timeout: 30_000 }, () => {
  it('lists every rated work with its rating, and filters likes and dislikes', async () => {
    stubFetch({ 'GET /api/ratings': () => json(myRatingsSchema.parse({ items: [rated(11, 1), rated(12, -1, 'queue'), rated(13, 1, 'visitor')] })) }, { user: user({ tasteTestStatus: 1 }) });
    const { user: person } = renderApp('/my-ratings');
    const list = await screen.findByRole('list', { name: 'Your ratings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const row = within(list).getByRole('listitem', { name: 'Study 12' });
    expect(within(row).getByRole('radio', { name: 'Dislike' })).toBeChecked();
    expect(within(row).getByText(/In your gallery, Mar 2, 2026/)).toBeInTheDocument();
    await person.click(screen.getByText('Liked (2)'));
    expect(within(screen.getByRole('list', { name: 'Your ratings' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('switches a like to a dislike', async () => {
    const sent: Array<[string, unknown]> = [];
    stubFetch(
      {
        'GET /api/ratings': () => json({ items: [rated(11, 1)] }),
        'PUT /api/ratings/11': (url, init) => {
          sent.push([url.pathname, bodyOf(init)]);
          return json(rated(11, -1));
        },
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderApp('/my-ratings');
    const row = await screen.findByRole('listitem', { name: 'Study 11' });
    await person.click(within(row).getByText('Dislike'));
    await waitFor(() => expect(within(row).getByRole('radio', { name: 'Dislike' })).toBeChecked());
    expect(await screen.findByText('You now dislike Study 11.')).toBeInTheDocument();
    expect(sent).toEqual([['/api/ratings/11', { rating: -1 }]]);
  });

  it('clears a rating', async () => {
    stubFetch(
      {
        'GET /api/ratings': () => json({ items: [rated(11, 1), rated(12, -1)] }),
        'DELETE /api/ratings/12': () => json({ artworkId: 12, cleared: true }),
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderApp('/my-ratings');
    await person.click(await screen.findByRole('button', { name: 'Clear the rating of Study 12' }));
    expect(await screen.findByText('Your rating of Study 12 was cleared.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Study 12' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Study 11' })).toBeInTheDocument();
  });

  it('invites someone with no ratings to take the taste test', async () => {
    stubFetch({ 'GET /api/ratings': () => json({ items: [] }) }, { user: user({ tasteTestStatus: null }) });
    renderApp('/my-ratings');
    expect(await screen.findByText('You have not rated any artworks yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take The Taste Test' })).toBeInTheDocument();
  });

  it('lets a collector opt in to new-work alerts, and keeps the switch as it was when the save fails', async () => {
    const sent: unknown[] = [];
    const preferences = { orderUpdates: true, newWorkAlerts: false };
    stubFetch(
      {
        'GET /api/ratings': () => json({ items: [rated(11, 1)] }),
        'GET /api/settings': () =>
          json({ email: 'ada@example.test', pendingEmail: null, hasPassword: true, preferences, sessions: [], deleteBlocked: null }),
        'PUT /api/settings/mail-preferences': (_url, init) => {
          sent.push(bodyOf(init));
          if (sent.length === 1) return json({ error: { code: 'unavailable', message: 'Please try again in a moment.' } }, 503);
          return json({ message: 'Your email settings have been saved.', preferences: bodyOf(init) });
        },
      },
      { user: user({ tasteTestStatus: 1 }) },
    );
    const { user: person } = renderApp('/my-ratings');
    const opt = await screen.findByRole('switch', { name: 'New works for your taste, by email' });
    expect(opt).not.toBeChecked();
    await person.click(opt);
    expect(await screen.findByText('Please try again in a moment.')).toBeInTheDocument();
    expect(opt).not.toBeChecked();
    await person.click(opt);
    expect(await screen.findByText('We will email you new works that fit your taste.')).toBeInTheDocument();
    await waitFor(() => expect(opt).toBeChecked());
    expect(sent).toEqual([
      { orderUpdates: true, newWorkAlerts: true },
      { orderUpdates: true, newWorkAlerts: true },
    ]);
  });

  it('offers the alerts to collectors only', async () => {
    const stub = stubFetch({ 'GET /api/ratings': () => json({ items: [rated(11, 1)] }) }, { user: user({ role: 'artist' }) });
    renderApp('/my-ratings');
    expect(await screen.findByRole('listitem', { name: 'Study 11' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(stub.calls).not.toContain('GET /api/settings');
  });
});
