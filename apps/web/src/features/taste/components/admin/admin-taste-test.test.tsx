import { screen, waitFor, within } from '@testing-library/react';
import { adminQuizSchema, quizWorkSchema, type QuizWork } from '@vernissage/core/schemas';
import { coverageFeatures, quizCoverage } from '@vernissage/core/taste';
import { describe, expect, it } from 'vitest';
import { bodyOf, fill } from '../../../../testing/accounts.ts';
import { json, stubFetch } from '../../../../testing/fetch-stub.ts';
import { user } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { work } from '../../testing.ts';

const quizWork = (id: number, colours: number[], formal: Record<string, number>): QuizWork => quizWorkSchema.parse({ ...work(id), colours, subjects: [31], formal });
const set = [quizWork(1, [14], { 11: 0.9 }), quizWork(2, [7], { 11: 0.1 }), quizWork(3, [1], {})];
const saved = (works: QuizWork[]) => adminQuizSchema.parse({ items: works, coverage: quizCoverage(works.map(coverageFeatures)) });

describe('/admin-taste-test', { timeout: 30_000 }, () => {
  it('is not there for collectors', async () => {
    stubFetch({}, { user: user({ role: 'collector' }) });
    renderApp('/admin-taste-test');
    expect(await screen.findByRole('heading', { name: /not found|does not exist/i })).toBeInTheDocument();
  });

  it('orders, adds and removes works, shows the coverage live, and saves the order', async () => {
    let body: unknown;
    stubFetch(
      {
        'GET /api/admin/taste-quiz': () => json(saved(set)),
        'GET /api/admin/taste-quiz/candidates': (url) => json({ items: url.searchParams.get('q') === 'pink' ? [quizWork(9, [18], { 11: 0.5 })] : [] }),
        'PUT /api/admin/taste-quiz': (_url, init) => {
          body = bodyOf(init);
          return json(saved(set));
        },
      },
      { user: user({ role: 'admin' }) },
    );
    const { user: person } = renderApp('/admin-taste-test');
    const order = await screen.findByRole('list', { name: 'Quiz works in order' });
    expect(screen.getByText('Both poles on 1 of 14', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Pink: missing')).toBeInTheDocument();

    await person.click(within(order).getByRole('button', { name: 'Move Study 3 up' }));
    expect(within(order).getAllByRole('listitem').map((li) => within(li).getByText(/^Study/).textContent)).toEqual(['Study 1', 'Study 3', 'Study 2']);
    await person.click(within(order).getByRole('button', { name: 'Remove Study 1' }));

    await fill(person, screen.getByLabelText('Search by title or artist'), 'pink');
    await person.click(await screen.findByRole('button', { name: 'Add Study 9' }));
    expect(await screen.findByText('Pink: covered')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toEqual({ artworkIds: [3, 2, 9] }));
    expect(await screen.findByText('The taste test has been saved')).toBeInTheDocument();
  });
});
