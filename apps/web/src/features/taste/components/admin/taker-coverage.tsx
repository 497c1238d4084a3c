import { DislikeFilled, LikeFilled } from '@ant-design/icons';
import type { QuizTaker } from '@vernissage/core/schemas';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { QueryError } from '../../../../components/query-error.tsx';
import { useQuizTakerAnswers } from '../../api/get-quiz-taker-answers.ts';
import { useQuizTakers } from '../../api/get-quiz-takers.ts';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { CoveragePanel } from './coverage-panel.tsx';

const labelOf = (taker: QuizTaker) => `${taker.name} (${taker.email})`;

/**
 * What one collector's answers tested: choose someone who took the quiz (by name or e-mail), and
 * see the works it asked them, in order, with their answers and what those works cover.
 */
export function TakerCoverage() {
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const takers = useQuizTakers(search);
  const [chosen, setChosen] = useState<QuizTaker | null>(null);
  const answers = useQuizTakerAnswers(chosen?.id ?? null);
  const options = (takers.data?.items ?? []).map((taker) => ({ value: taker.id, label: labelOf(taker), taker }));
  const liked = answers.data?.items.filter((item) => item.rating === 1).length ?? 0;
  const disliked = answers.data?.items.filter((item) => item.rating === -1).length ?? 0;

  return (
    <section className="taker-coverage" aria-labelledby="taker-title">
      <h2 id="taker-title" className="admin-quiz__subtitle">
        A collector’s answers
      </h2>
      <p className="muted">Each collector is asked different works of the pool. Choose one who took the quiz to see what their answers have tested.</p>
      <Select
        className="taker-coverage__select"
        aria-label="Collector"
        placeholder="Search collectors by name or e-mail"
        showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
        allowClear
        loading={takers.isFetching}
        value={chosen?.id ?? null}
        options={options}
        notFoundContent={takers.isPending ? 'Loading…' : 'No collector who took the quiz matches.'}
        onChange={(id: string | null) => setChosen(options.find((option) => option.value === id)?.taker ?? null)}
      />
      {takers.isError ? <QueryError error={takers.error} onRetry={() => void takers.refetch()} /> : null}
      {answers.isError ? <QueryError error={answers.error} onRetry={() => void answers.refetch()} /> : null}
      {chosen && answers.data ? (
        <CoveragePanel coverage={answers.data.coverage} title={`What ${chosen.name}’s answers tested`} of={`${chosen.name}’s answers`} id="taker-coverage-title">
          <p>
            {answers.data.items.length} works asked: {liked} liked, {disliked} disliked.
          </p>
          <ol className="quiz-order taker-coverage__works" aria-label={`Works asked of ${chosen.name}, in order`}>
            {answers.data.items.map(({ work, rating }, index) => (
              <li key={work.id} className="quiz-order__item taker-coverage__work">
                <span className="quiz-order__position">{index + 1}</span>
                <span className="quiz-order__image">
                  <ArtworkPicture image={work.image} alt="" size="thumb" />
                </span>
                <span className="quiz-order__text">
                  <span className="quiz-order__title">{work.title}</span>
                  <span className="quiz-order__artist">{work.artist.name}</span>
                </span>
                <span className={`taker-coverage__answer taker-coverage__answer--${rating === 1 ? 'like' : 'dislike'}`}>
                  {rating === 1 ? <LikeFilled aria-hidden /> : rating === -1 ? <DislikeFilled aria-hidden /> : null} {rating === 1 ? 'Liked' : rating === -1 ? 'Disliked' : 'Neutral'}
                </span>
              </li>
            ))}
          </ol>
        </CoveragePanel>
      ) : null}
    </section>
  );
}
