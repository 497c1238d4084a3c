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

/** A fresh quiz of three works: the first one asked, none answered. */
const fresh = (overrides = {}) => quiz([], work(11), { total: 3, ...overrides });
const result = (rated: number, next: number | null, overrides = {}) => ({ status: 2, rated, total: 3, completed: false, next: next === null ? null : work(next), ...overrides });

/**
 * A fresh quiz that says what follows Study 11 (Study 12 after a like, Study 14 after a dislike),
 * whose first answer's reply waits for the returned release; later answers get `later`. The
 * answers sent are pushed to `sent`.
 */
function firstAnswerHeld(sent: unknown[], later: () => Response): () => void {
  let release: () => void = () => {};
  stubFetch(
    {
      'GET /api/taste/quiz': () => json(fresh({ after: { like: work(12), dislike: work(14) } })),
      'POST /api/taste/quiz/ratings': async (_url, init) => {
        sent.push(bodyOf(init));
        if (sent.length > 1) return later();
        await new Promise<void>((resolve) => (release = resolve));
        return json(result(1, 12, { after: { like: work(13), dislike: work(13) } }));
      },
    },
    { user: user({ tasteTestStatus: null }) },
  );
  return () => release();
}

describe('/tastequiz', { timeout: 30_000 }, () => {
  it('tells a visitor the taste test needs an account, without leaving the page', async () => {
    stubFetch({});
    const { router } = renderApp('/tastequiz');
    expect(await screen.findByText(MEMBERS_WHY.tasteTest)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tastequiz');
  });

  it('/taste-test-quiz sends to the quiz', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(fresh()) }, { user: user({ tasteTestStatus: null }) });
    const { router } = renderApp('/taste-test-quiz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tastequiz'));
  });

  it('shows title and materials, hides back on the first work and blocks forward until rated', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(fresh()) }, { user: user({ tasteTestStatus: null }) });
    const { user: person } = renderApp('/tastequiz');
    expect(await screen.findByRole('heading', { name: 'Study 11' })).toBeInTheDocument();
    expect(screen.getByText('oil paint, acrylic paint on Canvas')).toBeInTheDocument();
    expect(screen.getByText('Artwork 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous artwork' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next artwork' });
    expect(next).toBeDisabled();
    await person.hover(next.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TASTE_MESSAGES.forwardBlocked);
  });

  it('shows the work each answer brings next, without asking again, and hides forward on the last work', async () => {
    const sent: unknown[] = [];
    // The quiz chooses what comes next from the answers: 12 after 11, then 13.
    const nextAfter = new Map([
      [11, 12],
      [12, 13],
    ]);
    const stub = stubFetch(
      {
        'GET /api/taste/quiz': () => json(fresh()),
        'POST /api/taste/quiz/ratings': (_url, init) => {
          const body = bodyOf(init) as { artworkId: number };
          sent.push(body);
          return json(result(sent.length, nextAfter.get(body.artworkId) ?? null));
        },
      },
      { user: user({ tasteTestStatus: null }) },
    );
    const { user: person } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await person.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    expect(screen.getByText('Artwork 2 of 3')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Dislike' }));
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
    expect(sent).toEqual([
      { artworkId: 11, rating: 1 },
      { artworkId: 12, rating: -1 },
    ]);
    expect(stub.calls.filter((call) => call === 'GET /api/taste/quiz')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next artwork' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
    // Rated: forward is open again, and the keyboard moves too.
    expect(screen.getByRole('button', { name: 'Next artwork' })).toBeEnabled();
    await person.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
  });

  it('shows the work that follows an answer before the reply when the quiz foresaw it, sends an answer to it after, and goes back to the work when that answer is refused', async () => {
    const sent: unknown[] = [];
    const release = firstAnswerHeld(sent, () => json({ error: { code: 'too_many_requests', message: 'Too many answers at once. Try again in a moment.' } }, 429));
    const { user: person } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await person.click(screen.getByRole('button', { name: 'Like' }));
    // Study 12 is on screen while the answer is still on its way, with no spinner of its own.
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(screen.getByText('Artwork 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    // Answered before the first answer has landed: this answer waits its turn, then goes.
    await person.click(screen.getByRole('button', { name: 'Dislike' }));
    expect(sent).toHaveLength(1);
    release();
    await waitFor(() => expect(sent).toEqual([{ artworkId: 11, rating: 1 }, { artworkId: 12, rating: -1 }]));
    // It is refused: the quiz and the page are back on Study 12, unanswered, and say why.
    expect(await screen.findByText('Too many answers at once. Try again in a moment.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Next artwork' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await screen.findByRole('heading', { name: 'Study 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a key pressed the moment an answer’s reply has settled, before the page draws again', async () => {
    const sent: unknown[] = [];
    const release = firstAnswerHeld(sent, () => json(result(2, 13)));
    const { user: person, queryClient } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await person.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    // D is pressed in the same task as the reply's callbacks, so the page still shows what it drew
    // while the answer was on its way: the key must count, not wait for a reply that has come.
    let pressed = false;
    const stop = queryClient.getMutationCache().subscribe((event) => {
      if (pressed || event.type !== 'updated' || event.action.type !== 'success') return;
      pressed = true;
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd', bubbles: true, cancelable: true }));
    });
    release();
    await waitFor(() => expect(sent).toEqual([{ artworkId: 11, rating: 1 }, { artworkId: 12, rating: -1 }]));
    stop();
    expect(pressed).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
  });

  it('rates with L and D until the person turns the letter keys off, and remembers it', async () => {
    const sent: unknown[] = [];
    stubFetch(
      {
        'GET /api/taste/quiz': () => json(fresh()),
        'POST /api/taste/quiz/ratings': (_url, init) => {
          sent.push(bodyOf(init));
          return json(result(sent.length, 11 + sent.length));
        },
      },
      { user: user({ tasteTestStatus: null }) },
    );
    const { user: person, unmount } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await person.keyboard('l');
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Turn off the L and D keys' }));
    expect(screen.getByText(/the L and D keys are off/)).toBeInTheDocument();
    await person.keyboard('d');
    await person.keyboard('l');
    expect(sent).toEqual([{ artworkId: 11, rating: 1 }]);
    expect(screen.getByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    unmount();

    // The next visit keeps them off, until they are turned on again.
    const again = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await again.user.keyboard('l');
    expect(sent).toHaveLength(1);
    await again.user.click(screen.getByRole('button', { name: 'Turn on the L and D keys' }));
    await again.user.keyboard('d');
    await waitFor(() => expect(sent).toEqual([{ artworkId: 11, rating: 1 }, { artworkId: 11, rating: -1 }]));
  });

  it('goes back and changes an answer: the works asked stay, and the next work is the one the answer brings', async () => {
    stubFetch(
      {
        'GET /api/taste/quiz': () => json(quiz(items([11, 12], 1), work(13), { status: 2, total: 4 })),
        // Changing the answer to 11 changes what the quiz asks next: 14 instead of 13.
        'POST /api/taste/quiz/ratings': () => json(result(2, 14, { total: 4 })),
      },
      { user: user({ tasteTestStatus: 2 }) },
    );
    const { user: person } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 13' });
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await screen.findByRole('heading', { name: 'Study 11' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Dislike' }));
    // Each answer moves on: to the second work asked, which kept its place and its answer.
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await person.click(screen.getByRole('button', { name: 'Next artwork' }));
    expect(await screen.findByRole('heading', { name: 'Study 14' })).toBeInTheDocument();
    expect(screen.getByText('Artwork 3 of 4')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    await person.click(screen.getByRole('button', { name: 'Previous artwork' }));
    expect(await screen.findByRole('heading', { name: 'Study 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('resumes at the work the quiz asks next', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz(items([11, 12], 1), work(13), { status: 2, total: 20 })) }, { user: user({ tasteTestStatus: 2 }) });
    renderApp('/tastequiz');
    expect(await screen.findByRole('heading', { name: 'Study 13' })).toBeInTheDocument();
    expect(screen.getByText('Artwork 3 of 20')).toBeInTheDocument();
    // A screen reader is told the place as each work comes.
    expect(screen.getByText('Artwork 3 of 20')).toHaveAttribute('role', 'status');
  });

  it('shows the work the quiz asks now when the one on screen is no longer next', async () => {
    let reads = 0;
    stubFetch(
      {
        'GET /api/taste/quiz': () => {
          reads += 1;
          return json(reads === 1 ? fresh() : quiz(items([11], 1), work(12), { status: 2, total: 3 }));
        },
        'POST /api/taste/quiz/ratings': () => json({ error: { code: 'conflict', message: TASTE_MESSAGES.quizNotNext, reason: 'quiz_not_next' } }, 409),
      },
      { user: user({ tasteTestStatus: null }) },
    );
    const { user: person } = renderApp('/tastequiz');
    await screen.findByRole('heading', { name: 'Study 11' });
    await person.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText(TASTE_MESSAGES.quizNotNext)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Study 12' })).toBeInTheDocument();
  });

  it('marks sold and held works with their tooltips', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(quiz([{ work: work(11, { sold: 1 }), rating: 1 }], work(12, { sold: 2 }), { status: 2 })) }, { user: user({ tasteTestStatus: 2 }) });
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
          return json(quiz([], null));
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
    stubFetch({ 'GET /api/taste/quiz': () => json(fresh({ welcome: true })) }, { user: user({ tasteTestStatus: null }) });
    const { router } = renderApp('/view-gallery');
    await router.navigate('/tastequiz', { state: WELCOMED_STATE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 11' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('welcomes a collector who has not started, and explains itself on request', async () => {
    stubFetch({ 'GET /api/taste/quiz': () => json(fresh({ welcome: true })) }, { user: user({ tasteTestStatus: null }) });
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
        'GET /api/taste/quiz': () => json(quiz(items([11, 12], 1), work(13), { status: 2 })),
        'POST /api/taste/quiz/ratings': () => {
          status = 1;
          return json({ status: 1, rated: 3, total: 3, completed: true, next: null });
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
