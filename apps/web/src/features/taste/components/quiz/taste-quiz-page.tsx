import { DislikeFilled, DislikeOutlined, LeftOutlined, LikeFilled, LikeOutlined, QuestionCircleOutlined, RightOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { TASTE_MESSAGES, type Like, type Quiz, type TasteItem } from '@vernissage/core/schemas';
import { Alert, App, Button, Progress, Tooltip } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSiteConfig } from '../../../../lib/api/get-site-config.ts';
import { useAuthModal } from '../../../../lib/sign-in-prompt.tsx';
import { cameWelcomed } from '../../../../lib/welcomed.ts';
import { useCompleteQuiz } from '../../api/complete-quiz.ts';
import { quizQueryOptions, useQuiz } from '../../api/get-quiz.ts';
import { foreseenAnswer, useRateQuizWork, type QuizRatingInput } from '../../api/rate-quiz-work.ts';
import { ArtKeysNote } from '../art-keys-note.tsx';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { EmptyQueue } from '../empty-queue.tsx';
import { SoldMarker } from '../../../../components/sold-marker.tsx';
import { useArtKeys } from '../use-art-keys.ts';
import { materialsOf } from '../work-text.ts';
import { QuizCompleteModal, QuizHelpModal, QuizWelcomeModal } from './quiz-modals.tsx';
import './quiz.css';

type Direction = 'next' | 'go back';

/**
 * /tastequiz (spec/01 §2 'Taste quiz screen'): one work at a time, like or dislike. The works
 * already asked can be revisited; the one after them is the next the quiz asks, which each answer
 * brings with it.
 */
export function TasteQuizPage() {
  const quiz = useQuiz();
  const rate = useRateQuizWork();
  const complete = useCompleteQuiz();
  const navigate = useNavigate();
  const { product } = useSiteConfig();
  const auth = useAuthModal();
  const { message } = App.useApp();
  const [position, setPosition] = useState<number | null>(null);
  const [direction, setDirection] = useState<Direction>('next');
  // Straight from the site's welcome after sign-up: that was the welcome, one is enough.
  const { state } = useLocation();
  const [welcomeSeen, setWelcomeSeen] = useState(() => cameWelcomed(state));
  const [helpOpen, setHelpOpen] = useState(false);
  const [doneOpen, setDoneOpen] = useState(false);
  // An answer to a work shown before the previous answer landed (send).
  const waiting = useRef<QuizRatingInput | null>(null);
  // The answer on its way, until its reply has settled. Not rate.isPending: a key pressed after the
  // reply settled but before the page drew again would read the last drawing's "pending" and wait
  // for a reply that has already come, and the answer would be lost.
  const inFlight = useRef<QuizRatingInput | null>(null);
  const queryClient = useQueryClient();

  const data = quiz.data;
  const slides = useMemo<TasteItem[]>(() => (data ? [...data.items, ...(data.next ? [{ work: data.next, rating: null }] : [])] : []), [data]);
  const total = data?.total ?? 0;
  const answered = data?.items.length ?? 0;
  const last = slides.length - 1;
  // A resumed quiz opens on the work it asks next.
  const index = Math.max(0, Math.min(position ?? answered, last));
  const current = slides[index];
  const welcomeOpen = Boolean(data?.welcome) && !welcomeSeen && slides.length > 0;
  const modalOpen = welcomeOpen || helpOpen || doneOpen;

  const go = (to: number, way: Direction) => {
    setDirection(way);
    setPosition(to);
  };
  const back = () => {
    if (index > 0) go(index - 1, 'go back');
  };
  const forward = () => {
    if (current?.rating !== null && index < last) go(index + 1, 'next');
  };
  /**
   * Sends an answer to the work at `at`. When the quiz knows what follows it (foreseenAnswer),
   * that work shows now, while the answer is on its way; a refused answer puts the quiz back and
   * the page on its work. An answer given to that following work before this one has landed
   * waits its turn and is sent after it, if its work is still the quiz's next. `opensDone`: a
   * reply that completes the quiz opens the completion modal (a new answer, or the last work's).
   */
  const send = (input: QuizRatingInput, at: number, quizNow: Quiz, opensDone: boolean) => {
    const foreseen = foreseenAnswer(quizNow, input) !== null;
    inFlight.current = input;
    rate.mutate(input, {
      onSuccess: (result) => {
        if (result.completed && opensDone) setDoneOpen(true);
        // The answer brought the next work when this one was new: there is always one after it here.
        else if (!foreseen) go(at + 1, 'next');
      },
      onError: (error) => {
        if (foreseen) go(at, 'go back');
        void message.error(errorMessage(error));
      },
      onSettled: (_result, error) => {
        inFlight.current = null;
        const next = waiting.current;
        waiting.current = null;
        const landed = queryClient.getQueryData(quizQueryOptions().queryKey);
        if (!error && next && landed?.next?.id === next.artworkId) send(next, landed.items.length, landed, true);
      },
    });
    if (foreseen) go(at + 1, 'next');
  };
  const answer = (rating: Like) => {
    if (!current || !data) return;
    const input = { artworkId: current.work.id, rating };
    if (inFlight.current) {
      if (inFlight.current.artworkId !== input.artworkId) waiting.current = input;
      return;
    }
    // The cache, not this render's copy: a reply that landed since carries what follows the work shown,
    // and the mutation foresees from the cache too.
    send(input, index, queryClient.getQueryData(quizQueryOptions().queryKey) ?? data, current.rating === null || index === last);
  };
  // The spinner belongs to the work whose answer is on its way, not to the one shown after it.
  const sending = (rating: Like) => rate.isPending && rate.variables?.rating === rating && rate.variables.artworkId === current?.work.id;
  const finish = () =>
    complete.mutate(undefined, {
      onSuccess: () => void navigate(paths.gallery),
      onError: (error) => void message.error(errorMessage(error)),
    });

  useArtKeys({ previous: back, next: forward, like: () => answer(1), dislike: () => answer(-1) }, Boolean(current) && !modalOpen);

  const heading = (
    <PageHeading
      title="Taste Test"
      description="Like or dislike each artwork. Your answers build the taste profile your gallery is ranked by."
      actions={
        <Button icon={<QuestionCircleOutlined aria-hidden />} aria-label="How it works" onClick={() => setHelpOpen(true)}>
          How it works
        </Button>
      }
    />
  );

  if (quiz.isPending) return <PageLoader label="Loading the taste test" />;
  if (quiz.isError) return <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />;

  if (!current) {
    return (
      <div className="quiz-page">
        {heading}
        <EmptyQueue>
          <Button type="link" onClick={() => auth?.open({ view: 'sign-up', variant: 'simple' })}>
            Sign Up Now
          </Button>
          <Button type="link" onClick={() => void quiz.refetch()}>
            Refresh The Queue
          </Button>
        </EmptyQueue>
        <QuizHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
      </div>
    );
  }

  const allRated = total > 0 && answered >= total;
  const { work } = current;
  const blocked = current.rating === null;

  return (
    <div className="quiz-page">
      {heading}
      <div className="quiz-progress">
        {/* Said when the next work comes, as the eye sees the place change. */}
        <span role="status">
          Artwork {index + 1} of {total}
        </span>
        <Progress percent={Math.round((answered / total) * 100)} showInfo={false} size="small" aria-label={`${answered} of ${total} rated`} />
      </div>
      {allRated && !doneOpen ? (
        <Alert
          className="quiz-done"
          type="success"
          showIcon
          title="You have rated every artwork of the Taste Test."
          action={
            <Button type="primary" loading={complete.isPending} onClick={finish}>
              See your gallery
            </Button>
          }
        />
      ) : null}

      <section className="quiz-stage" aria-label="Artwork to rate">
        <div className="quiz-stage__nav quiz-stage__nav--back">
          {index > 0 ? <Button shape="circle" size="large" icon={<LeftOutlined />} aria-label="Previous artwork" onClick={back} /> : null}
        </div>
        <figure key={work.id} className={`art-slide quiz-stage__work quiz-stage__work--${direction === 'next' ? 'next' : 'back'}`}>
          <div className="quiz-stage__frame">
            <ArtworkPicture image={work.image} alt={work.title} size="large" eager fit />
          </div>
          <figcaption className="quiz-stage__caption">
            <h2 className="quiz-stage__title">{work.title}</h2>
            <p className="quiz-stage__materials">{materialsOf(work)}</p>
            <SoldMarker sold={work.sold} />
          </figcaption>
        </figure>
        <div className="quiz-stage__nav quiz-stage__nav--forward">
          {index < total - 1 ? (
            <Tooltip title={blocked ? TASTE_MESSAGES.forwardBlocked : null}>
              <span className="quiz-stage__forward" tabIndex={blocked ? 0 : -1} aria-label={blocked ? TASTE_MESSAGES.forwardBlocked : undefined}>
                <Button shape="circle" size="large" icon={<RightOutlined />} aria-label="Next artwork" disabled={blocked} onClick={forward} />
              </span>
            </Tooltip>
          ) : null}
        </div>
      </section>

      <div className="quiz-actions" role="group" aria-label="Your answer">
        <Button
          size="large"
          className="quiz-actions__button"
          icon={current.rating === -1 ? <DislikeFilled aria-hidden /> : <DislikeOutlined aria-hidden />}
          aria-label="Dislike"
          aria-pressed={current.rating === -1}
          loading={sending(-1)}
          onClick={() => answer(-1)}
        >
          Dislike
        </Button>
        <Button
          size="large"
          type="primary"
          className="quiz-actions__button"
          icon={current.rating === 1 ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
          aria-label="Like"
          aria-pressed={current.rating === 1}
          loading={sending(1)}
          onClick={() => answer(1)}
        >
          Like
        </Button>
      </div>
      <ArtKeysNote
        className="quiz-keys muted"
        describe={(letters) => (letters ? 'Keyboard: ← → to move, L to like, D to dislike.' : 'Keyboard: ← → to move; the L and D keys are off.')}
      />

      <QuizWelcomeModal open={welcomeOpen} total={total} onStart={() => setWelcomeSeen(true)} />
      <QuizHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
      <QuizCompleteModal open={doneOpen} product={product} closing={complete.isPending} onClose={finish} />
    </div>
  );
}
