import { screen, waitFor, within } from '@testing-library/react';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { TASTE_MESSAGES } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { MEMBERS_WHY } from '../../../../config/members.ts';
import { WELCOMED_STATE } from '../../../../lib/welcomed.ts';
import { bodyOf } from '../../../../testing/accounts.ts';
import { json, stubFetch } from '../../../../testing/fetch-stub.ts';
import { user } from '../../../../testing/fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { items, quiz, work } from '../../testing.ts';

const three = () => items([11, 12, 13]);

describe('/tastequiz', { timeout: 30_000 }, () => {
  it('tells a visitor the taste test needs an account, without leaving the page', async () => {
    stubFetch({});
    const { router } = renderApp('/tastequiz');
    expect(await screen.findByText(MEMBERS_WHY.tasteTest)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tastequiz');
  });

  it('/taste-test-quiz sends to the quiz', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz(three())) }, { user: user({ tasteTestStatus: null }) });
    const { router } = renderApp('/taste-test-quiz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tastequiz'));
  });

  it('shows title and materials, hides back on the first work and blocks forward until rated', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz(three())) }, { user: user({ tasteTestStatus: null }) });
    const { user: person } = renderApp('/tastequiz');
    expect(await screen.findByRole('heading', { name: 'Study 11' })).toBeInTheDocument();
    expect(screen.getByText('oil paint, acrylic paint on Canvas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous artwork' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next artwork' });
    expect(next).toBeDisabled();
    await person.hover(next.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TASTE_MESSAGES.forwardBlocked);
  });

  it('likes and dislikes, moving on after each answer, and hides forward on the last work', async () => {
    const sent: unknown[] = [];
    stubFetch(
      {
        'GET /api/taste/quiz': () => json(quiz(three())),
        'POST /api/taste/quiz/ratings': (_url, init) => {
          sent.push(bodyOf(init));
          return json({ status: 2, rated: sent.length, total: 3, completed: false });
        },
      },
      { user: user({ tasteTestStatus: null }) },
    );
    const { user: person } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await person.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Dislike' }));
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
    expect(sent).toEqual([
      { artworkId: 11, rating: 1 },
      { artworkId: 12, rating: -1 },
    ]);
    expect(screen.queryByRole('button', { name: 'Next artwork' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    // Rated: forward is open again, and the keyboard moves too.
    expect(screen.getByRole('button', { name: 'Next artwork' })).toBeEnabled();
    await person.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
  });

  it('resumes at the first unrated work', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz([...items([11, 12], 1), ...items([13])], { status: 2 })) }, { user: user({ tasteTestStatus: 2 }) });
    renderApp('/tastequiz');
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
  });

  it('marks sold and held works with their tooltips', async () => {
    stubFetch(
      { 'GET /api/taste/quiz': () => json(quiz([{ work: work(11, { sold: 1 }), rating: 1 }, { work: work(12, { sold: 2 }), rating: null }])) },
      { user: user({ tasteTestStatus: 2 }) },
    );
    const { user: person } = renderApp('/tastequiz');
    const held = await screen.findByLabelText(`On hold: ${SOLD_TOOLTIP[2]}`);
    await person.hover(held);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SOLD_TOOLTIP[2]);
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await screen.findByLabelText(`Sold: ${SOLD_TOOLTIP[1]}`)).toBeInTheDocument();
  });

  it('says the queue is empty, with Sign Up Now and Refresh The Queue', async () => {
    let calls = 0;
    stubFetch(
      {
        'GET /api/taste/quiz': () => {
          calls += 1;
          return json(quiz([]));
        },
      },
      { user: user({ tasteTestStatus: null }) },
    );
    const { user: person } = renderApp('/tastequiz');
    expect(await screen.findByRole('heading', { name: TASTE_MESSAGES.emptyQueue })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up Now' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Refresh The Queue' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('does not welcome again a collector who comes from the site’s welcome after sign-up', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz(three(), { welcome: true })) }, { user: user({ tasteTestStatus: null }) });
    const { router } = renderApp('/view-gallery');
    await router.navigate('/tastequiz', { state: WELCOMED_STATE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 11' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcomes a collector who has not started, and explains itself on request', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz(three(), { welcome: true })) }, { user: user({ tasteTestStatus: null }) });
    const { user: person } = renderApp('/tastequiz');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to the Taste Test' });
    await person.click(within(welcome).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to the Taste Test' })).not.toBeInTheDocument());
    await person.click(screen.getByRole('button', { name: 'How it works' }));
    expect(await screen.findByRole('dialog', { name: 'How the Taste Test works' })).toBeInTheDocument();
  });

  it('completes at the last work: the modal welcomes to the product, and Close computes the queue and opens the gallery', async () => {
    let status: number | null = 2;
    const calls: string[] = [];
    const stub = stubFetch(
      {
        'GET /api/session': () => json({ user: user({ tasteTestStatus: status }) }),
        'GET /api/taste/quiz': () => json(quiz([...items([11, 12], 1), ...items([13])], { status: 2 })),
        'POST /api/taste/quiz/ratings': () => {
          status = 1;
          return json({ status: 1, rated: 3, total: 3, completed: true });
        },
        'POST /api/taste/quiz/complete': () => {
          calls.push('complete');
          return json({ status: 1, queued: 200 });
        },
        'GET /api/taste/queue': () => json({ status: 1, counter: 0, basis: 'taste', rankedAt: null, total: 0, items: [] }),
      },
    );
    const { user: person, router } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 13' });
    const sessionCalls = () => stub.calls.filter((call) => call === 'GET /api/session').length;
    const before = sessionCalls();
    await person.click(screen.getByRole('button', { name: 'Like' }));
    const done = await screen.findByRole('dialog', { name: 'Welcome to Vernissage!' });
    // The status changed to 1: the session is read again, so the Taste Test menu item goes.
    await waitFor(() => expect(sessionCalls()).toBeGreaterThan(before));
    await person.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gallery'));
    expect(calls).toEqual(['complete']);
  });
});
