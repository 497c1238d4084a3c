import { screen, waitFor, within } from '@testing-library/react';
import { questionListSchema } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub.ts';
import { user as sessionUser } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const list = questionListSchema.parse({
  total: 2,
  items: [
    {
      id: 2,
      artwork: { id: 7, title: 'Blue Hour, No. 3', path: '/artwork-for-sale/Blue-Hour-No-7' },
      userId: null,
      name: 'Grace Visitor',
      email: 'grace@example.com',
      phone: '312 555 0100',
      message: 'Would you take less?',
      isOffer: true,
      offerAmount: 3800,
      createdAt: '2025-03-02T10:00:00.000Z',
    },
    {
      id: 1,
      artwork: { id: 9, title: 'Lake Study', path: '/artwork-for-sale/Lake-Study-9' },
      userId: 'user-9',
      name: 'Ada Member',
      email: 'ada@example.com',
      phone: '312 555 0101',
      message: 'Is the frame included?',
      isOffer: false,
      offerAmount: null,
      createdAt: '2025-03-01T10:00:00.000Z',
    },
  ],
});

describe('the Questions & Offers page', { timeout: 60_000 }, () => {
  it('lists what came in for the admin, and filters offers', async () => {
    const stub = stubFetch({ 'GET /api/admin/questions': () => json(list) }, { user: sessionUser({ role: 'admin' }) });
    const { user } = renderApp('/questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions & Offers' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Would you take less?')).toBeInTheDocument();
    expect(within(table).getByText('Offer $3,800')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Blue Hour, No. 3' })).toHaveAttribute('href', '/artwork-for-sale/Blue-Hour-No-7');
    expect(within(table).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute('href', 'mailto:grace@example.com');
    expect(stub.calls).toContain('GET /api/admin/questions?offset=0&limit=20&kind=all');

    await user.click(screen.getByText('Offers'));
    await waitFor(() => expect(stub.calls).toContain('GET /api/admin/questions?offset=0&limit=20&kind=offers'));
  });

  it('is not shown to people who are not admins', async () => {
    const stub = stubFetch({ 'GET /api/admin/questions': () => json(list) }, { user: sessionUser({ role: 'collector' }) });
    renderApp('/questions');
    expect(await screen.findByText(/could not find|does not exist|404/i)).toBeInTheDocument();
    expect(stub.calls.some((call) => call.startsWith('GET /api/admin/questions'))).toBe(false);
  });
});
