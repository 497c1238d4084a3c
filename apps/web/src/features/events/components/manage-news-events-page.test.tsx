import { screen, within } from '@testing-library/react';
import { EVENT_MESSAGES as M } from '@vernissage/core/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectText } from '../../../testing/messages.ts';

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

  it('lets a member edit or withdraw an event only while it waits', async () => {
    const sent: Array<[string, unknown]> = [];
    stubFetch(
      {
        'GET /api/events/mine': () => json({ total: 2, items: [event({}), event({ id: 2, title: 'Print Fair', state: 'approved', path: '/news-events/print-fair-1a2b3c4d' })] }),
        'PUT /api/events/1': (_url, init) => {
          const body = JSON.parse(String(init?.body)) as { title: string };
          sent.push(['PUT', body]);
          return json({ message: M.updated, event: event({ title: body.title }) });
        },
        'DELETE /api/events/1': () => {
          sent.push(['DELETE', null]);
          return json({ message: M.withdrawn });
        },
      },
      { user: user() },
    );
    const { user: person } = renderApp('/manage-news-events');
    const studio = await screen.findByRole('row', { name: /Open Studio Night/ }, { timeout: FIRST_PAINT_MS });
    expect(within(screen.getByRole('row', { name: /Print Fair/ })).queryByRole('button')).not.toBeInTheDocument();

    await person.click(within(studio).getByRole('button', { name: 'Edit Open Studio Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your event' });
    const title = within(dialog).getByLabelText('Event title');
    expect(title).toHaveValue('Open Studio Night');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-12');
    expect(within(dialog).queryByLabelText('Author or publisher')).not.toBeInTheDocument();
    await person.clear(title);
    await person.type(title, 'Open Studio Night, extended');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(M.updated)).length).toBeGreaterThan(0);
    expect(sent[0]).toEqual(['PUT', expect.objectContaining({ title: 'Open Studio Night, extended', date: '2026-12-12', description: '<p>Late</p>' })]);

    await person.click(within(studio).getByRole('button', { name: 'Withdraw Open Studio Night' }));
    expect((await screen.findAllByText(M.withdrawConfirm)).length).toBeGreaterThan(0);
    await person.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findAllByText(M.withdrawn)).length).toBeGreaterThan(0);
    expect(sent[1]).toEqual(['DELETE', null]);
  });

  it('lets the admin edit any event as a news item, published at a publisher’s page', async () => {
    const sent: unknown[] = [];
    stubFetch(
      {
        'GET /api/events/mine': () => json({ total: 0, items: [] }),
        'GET /api/admin/events': () => json({ total: 1, items: [event({ author: 'Grace Hopper', state: 'approved', path: '/news-events/open-studio-night-1a2b3c4d' })] }),
        'PUT /api/admin/events/1': (_url, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return json({ message: M.updated, event: event({ state: 'approved' }) });
        },
      },
      { user: user({ id: 'admin-1', name: 'Vera Admin', role: 'admin' }) },
    );
    const { user: person } = renderApp('/manage-news-events?state=approved');
    const review = await screen.findByRole('region', { name: 'Events to review' }, { timeout: FIRST_PAINT_MS });
    await person.click(await within(review).findByRole('button', { name: 'Edit Open Studio Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit news item' });
    expect(within(dialog).getByLabelText('Author or publisher')).toHaveValue('Grace Hopper');
    await person.type(within(dialog).getByLabelText('Published elsewhere (optional)'), 'ftp://nope');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectText(within(dialog), M.externalUrl);
    expect(sent).toEqual([]);
    await person.clear(within(dialog).getByLabelText('Published elsewhere (optional)'));
    await person.type(within(dialog).getByLabelText('Published elsewhere (optional)'), 'https://arts-weekly.example/studio-night');
    await person.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(M.updated)).length).toBeGreaterThan(0);
    expect(sent).toEqual([expect.objectContaining({ title: 'Open Studio Night', author: 'Grace Hopper', externalUrl: 'https://arts-weekly.example/studio-night' })]);

    // A new news item starts with the admin's name as its author.
    await person.click(screen.getByRole('button', { name: /Write a news item/ }));
    const write = await screen.findByRole('dialog', { name: 'Write a news item' });
    expect(within(write).getByLabelText('Author or publisher')).toHaveValue('Vera Admin');
    expect(within(write).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
