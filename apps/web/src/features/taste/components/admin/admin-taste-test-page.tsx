import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { QUIZ_MAX, QUIZ_SIZE } from '@vernissage/core/constants';
import { TASTE_MESSAGES, type QuizWork } from '@vernissage/core/schemas';
import { QUIZ_OPENERS, coverageFeatures, quizCoverage } from '@vernissage/core/taste';
import { App, Button, Input, Tag } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { PageHeading } from '../../../../components/page-heading.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { QueryError } from '../../../../components/query-error.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAdminQuiz } from '../../api/get-admin-quiz.ts';
import { useSaveAdminQuiz } from '../../api/save-admin-quiz.ts';
import { useQuizCandidates } from '../../api/search-quiz-candidates.ts';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { CoveragePanel } from './coverage-panel.tsx';
import { QuizOrderList } from './quiz-order-list.tsx';
import { TakerCoverage } from './taker-coverage.tsx';
import './admin-taste-test.css';
import { StatusTag } from '../../../../components/status-tag.tsx';

function Candidates({ chosen, onAdd }: { chosen: QuizWork[]; onAdd: (work: QuizWork) => void }) {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const candidates = useQuizCandidates(search);
  const inQuiz = new Set(chosen.map((work) => work.id));
  const full = chosen.length >= QUIZ_MAX;
  return (
    <section className="quiz-candidates" aria-labelledby="candidates-title">
      <h2 id="candidates-title" className="admin-quiz__subtitle">
        Add from the catalogue
      </h2>
      <Input allowClear prefix={<SearchOutlined aria-hidden />} placeholder="Search by title or artist" aria-label="Search by title or artist" value={text} onChange={(event) => setText(event.target.value)} />
      {candidates.isError ? <QueryError error={candidates.error} onRetry={() => void candidates.refetch()} /> : null}
      {full ? <p className="muted">The pool is full ({QUIZ_MAX} works): remove one to add another.</p> : null}
      {/* A scrolling list the keyboard can reach even when every Add is disabled (a full pool). */}
      <ul className="quiz-candidates__list" aria-label="Search results" aria-busy={candidates.isFetching} tabIndex={0}>
        {(candidates.data?.items ?? []).map((work) => (
          <li key={work.id} className="quiz-candidates__item">
            <span className="quiz-order__image">
              <ArtworkPicture image={work.image} alt="" size="thumb" />
            </span>
            <span className="quiz-order__text">
              <span className="quiz-order__title">{work.title}</span>
              <span className="quiz-order__artist">{work.artist.name}</span>
            </span>
            {inQuiz.has(work.id) ? (
              <Tag>In the pool</Tag>
            ) : (
              <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={full} aria-label={`Add ${work.title}`} onClick={() => onAdd(work)}>
                Add
              </Button>
            )}
          </li>
        ))}
      </ul>
      {candidates.data && candidates.data.items.length === 0 ? <p className="muted">No listed works match “{search}”.</p> : null}
    </section>
  );
}

/**
 * /admin-taste-test: the admin chooses and orders the quiz's pool (its first works open every
 * quiz; the engine chooses the rest of each quiz from it), sees what the pool covers, and what a
 * collector's answers tested.
 */
export function AdminTasteTestPage() {
  const quiz = useAdminQuiz();
  const save = useSaveAdminQuiz();
  const { message } = App.useApp();
  const [draft, setDraft] = useState<QuizWork[] | null>(null);
  const saved = quiz.data?.items;
  const works = useMemo(() => draft ?? saved ?? [], [draft, saved]);
  const coverage = useMemo(() => quizCoverage(works.map(coverageFeatures)), [works]);
  const changed = draft !== null;

  const submit = () =>
    save.mutate(
      works.map((work) => work.id),
      {
        onSuccess: () => {
          setDraft(null);
          void message.success(TASTE_MESSAGES.quizSaved);
        },
        onError: (error) => void message.error(errorMessage(error)),
      },
    );

  if (quiz.isPending) return <PageLoader label="Loading the taste test" />;
  if (quiz.isError) return <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />;

  return (
    <div className="admin-quiz">
      <PageHeading
        title="Taste Test"
        description={`Choose the quiz's pool: up to ${QUIZ_MAX} works. Each collector is asked ${QUIZ_SIZE} of them, one at a time: the first ${QUIZ_OPENERS} of the pool open every quiz in this order, and after them the engine chooses, from the rest of the pool, the work it is least sure the collector will like or dislike given their answers so far (until the collector has liked one, the work least like those they turned down). A pool that covers every colour and both poles of every formal axis lets it test every part of a taste.`}
        actions={
          <>
            <Button disabled={!changed || save.isPending} onClick={() => setDraft(null)}>
              Discard changes
            </Button>
            <Button type="primary" disabled={!changed || works.length === 0} loading={save.isPending} onClick={submit}>
              Save
            </Button>
          </>
        }
      />
      <div className="admin-quiz__columns">
        <section aria-labelledby="order-title">
          <h2 id="order-title" className="admin-quiz__subtitle">
            Quiz pool{' '}
            <span className="coverage__count">
              {works.length} of {QUIZ_MAX}
            </span>
            {changed ? <StatusTag tone="pending">Unsaved</StatusTag> : null}
          </h2>
          <p className="muted">
            The first {QUIZ_OPENERS} open every quiz, in this order. The engine chooses the rest of each collector’s {QUIZ_SIZE} from the works after them
            {works.length < QUIZ_SIZE ? `; with ${works.length} works in the pool, a quiz asks all of them` : ''}.
          </p>
          {works.length === 0 ? <p className="coverage__warn">{TASTE_MESSAGES.quizEmpty}.</p> : null}
          <QuizOrderList works={works} openers={QUIZ_OPENERS} onChange={setDraft} />
        </section>
        <Candidates chosen={works} onAdd={(work) => setDraft([...works, work])} />
      </div>
      <CoveragePanel coverage={coverage} title="Pool coverage" of="the pool" id="coverage-title" />
      <TakerCoverage />
    </div>
  );
}
