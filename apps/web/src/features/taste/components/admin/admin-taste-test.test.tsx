import { screen, waitFor, within } from '@testing-library/react';
import { adminQuizSchema, quizTakerAnswersSchema, quizTakersSchema, quizWorkSchema, type QuizWork } from '@vernissage/core/schemas';
import { coverageFeatures, quizCoverage } from '@vernissage/core/taste';
import { describe, expect, it } from 'vitest';
import { bodyOf, fill } from '../../../../testing/accounts.ts';
import { json, stubFetch } from '../../../../testing/fetch-stub.ts';
import { user } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { work } from '../../testing.ts';

const quizWork = (id: number, colours: number[], formal: Record<string, number>): QuizWork => quizWorkSchema.parse({ ...work(id), colours, subjects: [31], formal });
const set = [quizWork(1, [14], { 11: 0.9 }), quizWork(2, [7], { 11: 0.1 }), quizWork(3, [1], {})];
const pool = [...set, quizWork(4, [18], {}), quizWork(5, [2], {}), quizWork(6, [3], {})];
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
    const order = await screen.findByRole('list', { name: 'Quiz pool in order' });
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

  it('marks the openers and says the engine chooses the rest of each quiz from the pool', async () => {
    stubFetch({ 'GET /api/admin/taste-quiz': () => json(saved(pool)) }, { user: user({ role: 'admin' }) });
    renderApp('/admin-taste-test');
    const order = await screen.findByRole('list', { name: 'Quiz pool in order' });
    const rows = within(order).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByText('Opens every quiz') !== null)).toEqual([true, true, true, true, false, false]);
    expect(screen.getByText(/The first 4 open every quiz, in this order\. The engine chooses the rest/)).toBeInTheDocument();
    expect(screen.getByText('6 of 60')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pool coverage' })).toBeInTheDocument();
  });

  it('shows what a chosen collector’s answers tested', async () => {
    const asked = [pool[4]!, pool[0]!];
    const takers = quizTakersSchema.parse({ items: [{ id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', status: 1, answered: 2 }] });
    const searched: string[] = [];
    stubFetch(
      {
        'GET /api/admin/taste-quiz': () => json(saved(pool)),
        'GET /api/admin/taste-quiz/takers': (url) => {
          searched.push(url.searchParams.get('q') ?? '');
          return json(takers);
        },
        'GET /api/admin/taste-quiz/takers/ada': () =>
          json(
            quizTakerAnswersSchema.parse({
              collector: takers.items[0],
              items: [
                { work: asked[0], rating: 1 },
                { work: asked[1], rating: -1 },
              ],
              coverage: quizCoverage(asked.map(coverageFeatures)),
            }),
          ),
      },
      { user: user({ role: 'admin' }) },
    );
    const { user: person } = renderApp('/admin-taste-test');
    const collector = await screen.findByRole('combobox', { name: 'Collector' });
    await person.type(collector, 'ada');
    await waitFor(() => expect(searched).toContain('ada'));
    await person.click(await screen.findByTitle('Ada Lovelace (ada@example.com)'));
    const panel = (await screen.findByRole('heading', { name: 'What Ada Lovelace’s answers tested' })).closest('section')!;
    expect(within(panel).getByText('2 works asked: 1 liked, 1 disliked.')).toBeInTheDocument();
    const works = within(panel).getByRole('list', { name: 'Works asked of Ada Lovelace, in order' });
    expect(within(works).getAllByRole('listitem').map((li) => within(li).getByText(/^Study/).textContent)).toEqual(['Study 5', 'Study 1']);
    // Their two works show two colours: Blue and the fifth work's, not Pink (which the pool has).
    expect(within(panel).getByText('Colours', { exact: false }).textContent).toContain('2 of 18');
    expect(within(panel).getByText('Pink: missing')).toBeInTheDocument();
    expect(within(screen.getByRole('heading', { name: 'Pool coverage' }).closest('section')!).getByText('Pink: covered')).toBeInTheDocument();
  });
});
