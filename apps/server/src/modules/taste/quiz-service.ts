import { QUIZ_SIZE } from '@vernissage/core/constants';
import { TASTE_MESSAGES, TASTE_STATUS, type GalleryWork, type Like, type Quiz, type QuizRatingResult, type SessionUser } from '@vernissage/core/schemas';
import { QUIZ_OPENERS, RATING, nextQuizWork, type CrowdModel, type Rating, type TasteFeatures } from '@vernissage/core/taste';
import type { Transaction } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/errors.ts';
import type { CatalogueSnapshot } from './catalogue.ts';
import { nowOf, type TasteDeps } from './deps.ts';
import { historyOf, type TasteHistory } from './profile-service.ts';
import { rankedQueue } from './queue-service.ts';
import { changeRatings } from './rating-service.ts';
import { ratingHistory, ratingHistoryIn, upsertRating, type RatingRow } from './ratings-repository.ts';
import { quizArtworkIds, setTasteStatus, tasteStatus } from './repository.ts';

/**
 * Where a collector's quiz stands, read from their ratings alone (no quiz state is stored): the
 * works asked are their quiz answers in the order given (a changed answer keeps its row, so its
 * place), and the next work is the one the engine chooses from the pool given every answer so far.
 */
export interface QuizState {
  asked: RatingRow[];
  /** How many works this quiz asks: QUIZ_SIZE, or fewer when the pool cannot fill it. */
  total: number;
  next: number | null;
  /** The work asked after `next` for each answer to it (null: that answer completes the quiz); null when there is no next. */
  after: QuizBranches<number> | null;
}

/** What the quiz asks after a work, for each answer to it. */
interface QuizBranches<W> {
  like: W | null;
  dislike: W | null;
}

/** The admin's pool as it can be asked: listed works in the admin's order (the first QUIZ_OPENERS open every quiz). */
async function quizPool(deps: TasteDeps, snapshot: CatalogueSnapshot): Promise<number[]> {
  return (await quizArtworkIds(deps.db)).filter((id) => snapshot.facts.has(id));
}

/**
 * The last choice made for each collector, with what it was made from: the check of an answer
 * finds the choice the previous reply carried instead of fitting again (the choice is a pure
 * function of the pool, the history, the catalogue's version and the crowd).
 */
const CHOICES_KEPT = 10_000;
const choices = new Map<string, { key: string; next: number | null; after: QuizBranches<number> | null }>();
const crowdIds = new WeakMap<CrowdModel, number>();
let crowdCount = 0;

function choiceKey(pool: readonly number[], taste: TasteHistory, crowd: CrowdModel): string {
  let crowdId = crowdIds.get(crowd);
  if (crowdId === undefined) crowdIds.set(crowd, (crowdId = (crowdCount += 1)));
  return `${crowdId}|${taste.snapshot.version}|${pool.join(',')}|${taste.rows.map((row) => `${row.artworkId}${row.source[0]}${row.rating}`).join(',')}`;
}

function quizState(userId: string, pool: readonly number[], taste: TasteHistory, crowd: CrowdModel): QuizState {
  const { snapshot } = taste;
  const asked = taste.rows.filter((row) => row.source === 'quiz' && snapshot.facts.has(row.artworkId));
  const askedIds = asked.map((row) => row.artworkId);
  // A pool work the collector already rated elsewhere (before signing up) is not asked again: its answer is in the history.
  const ratedElsewhere = new Set(taste.rows.filter((row) => row.source !== 'quiz').map((row) => row.artworkId));
  const candidates = pool.filter((id) => !ratedElsewhere.has(id)).flatMap((id) => snapshot.features.get(id) ?? []);
  const total = Math.min(QUIZ_SIZE, new Set([...askedIds, ...candidates.map((work) => work.id)]).size);
  if (asked.length >= total) return { asked, total, next: null, after: null };
  const key = choiceKey(pool, taste, crowd);
  const known = choices.get(userId);
  const openers = pool.slice(0, QUIZ_OPENERS);
  let choice = known?.key === key ? known : undefined;
  if (!choice) {
    const next = nextQuizWork(candidates, openers, askedIds, taste.history, crowd, total);
    // Both answers to it are worked out now (a choice takes about 0.25 ms), so the page can show
    // the work that follows the moment the collector answers, before the answer's reply arrives.
    const afterAnswer = (work: TasteFeatures, rating: Rating): number | null =>
      nextQuizWork(candidates, openers, [...askedIds, work.id], [...taste.history, { features: work, rating }], crowd, total)?.id ?? null;
    choice = { key, next: next?.id ?? null, after: next ? { like: afterAnswer(next, RATING.like), dislike: afterAnswer(next, RATING.dislike) } : null };
  }
  choices.delete(userId);
  choices.set(userId, choice);
  if (choices.size > CHOICES_KEPT) choices.delete(choices.keys().next().value as string);
  return { asked, total, next: choice.next, after: choice.after };
}

const isComplete = (state: QuizState) => state.asked.length >= state.total;

/** The next work's card and those of the works that follow it for each answer, from the catalogue's memory. */
async function cardsOf(deps: TasteDeps, state: Pick<QuizState, 'next' | 'after'>): Promise<{ next: GalleryWork | null; after: QuizBranches<GalleryWork> | null }> {
  const ids = [state.next, state.after?.like ?? null, state.after?.dislike ?? null].filter((id) => id !== null);
  const works = ids.length ? await deps.catalogue.galleryWorks(ids) : new Map<number, GalleryWork>();
  const card = (id: number | null | undefined) => (id == null ? null : (works.get(id) ?? null));
  const next = card(state.next);
  return { next, after: next && state.after ? { like: card(state.after.like), dislike: card(state.after.dislike) } : null };
}

/** The works asked so far with the collector's answers, and the next one: a resumed quiz opens on it. */
export async function quizView(deps: TasteDeps, user: SessionUser): Promise<Quiz> {
  const [snapshot, rows, crowd] = await Promise.all([deps.catalogue.snapshot(), ratingHistory(deps.db, user.id), deps.catalogue.quizCrowd()]);
  const taste = historyOf(snapshot, rows);
  const state = quizState(user.id, await quizPool(deps, snapshot), taste, crowd.crowd);
  const [works, { next, after }] = await Promise.all([deps.catalogue.galleryWorks(state.asked.map((row) => row.artworkId)), cardsOf(deps, state)]);
  const items = state.asked.flatMap((row) => {
    const work = works.get(row.artworkId);
    return work ? [{ work, rating: row.rating }] : [];
  });
  return { status: user.tasteTestStatus, items, next, after, total: state.total, welcome: user.tasteTestStatus === null };
}

/**
 * Refuses an answer the quiz cannot take: a work it has asked may be answered again (Back), and
 * otherwise only the work it asks next, read under the collector's lock so two answers sent at
 * once cannot both take the same turn.
 */
async function checkAnswer(tx: Transaction, pool: readonly number[], snapshot: CatalogueSnapshot, crowd: CrowdModel, userId: string, artworkId: number): Promise<void> {
  const state = quizState(userId, pool, historyOf(snapshot, await ratingHistoryIn(tx, userId)), crowd);
  if (state.asked.some((row) => row.artworkId === artworkId)) return;
  if (!pool.includes(artworkId)) throw notFound(TASTE_MESSAGES.notInQuiz, 'not_in_quiz');
  if (state.next !== artworkId) throw refusal('conflict', 'quiz_not_next', TASTE_MESSAGES.quizNotNext);
}

/**
 * A like or dislike in the quiz, on the same path as every rating. The first one marks the test
 * started (status 2); the answer that reaches the quiz's length completes it (status 1). The
 * answer carries the next work, so the page shows it without asking again.
 */
export async function rateQuizWork(deps: TasteDeps, user: SessionUser, artworkId: number, rating: Like): Promise<QuizRatingResult> {
  const [snapshot, crowd] = await Promise.all([deps.catalogue.snapshot(), deps.catalogue.quizCrowd()]);
  const pool = await quizPool(deps, snapshot);
  const outcome = await changeRatings(
    deps,
    user.id,
    async (tx) => {
      await checkAnswer(tx, pool, snapshot, crowd.crowd, user.id, artworkId);
      await upsertRating(tx, user.id, artworkId, rating, 'quiz');
    },
    async ({ tx, taste }) => {
      const state = quizState(user.id, pool, await taste(), crowd.crowd);
      const completed = isComplete(state);
      const before = await tasteStatus(tx, user.id);
      const status = completed || before === TASTE_STATUS.complete ? TASTE_STATUS.complete : TASTE_STATUS.started;
      if (status !== before) await setTasteStatus(tx, user.id, status);
      return { result: { status, rated: state.asked.length, total: state.total, completed, next: state.next, after: state.after } };
    },
    snapshot,
  );
  // The cards are read after the transaction: a cache miss reads the database on another connection.
  return { ...outcome, ...(await cardsOf(deps, outcome)) };
}

/**
 * Closing the completion modal: the test is complete and the gallery queue is computed from the
 * new profile, as a fresh batch.
 */
export async function completeQuiz(deps: TasteDeps, user: SessionUser): Promise<{ status: number; queued: number }> {
  const [snapshot, crowd] = await Promise.all([deps.catalogue.snapshot(), deps.catalogue.quizCrowd()]);
  const pool = await quizPool(deps, snapshot);
  return changeRatings(
    deps,
    user.id,
    async () => {},
    async ({ tx, taste, profile }) => {
      const history = await taste();
      if (!isComplete(quizState(user.id, pool, history, crowd.crowd))) throw refusal('conflict', 'quiz_unfinished', TASTE_MESSAGES.quizUnfinished);
      if (user.tasteTestStatus !== TASTE_STATUS.complete) await setTasteStatus(tx, user.id, TASTE_STATUS.complete);
      const queueData = rankedQueue(history, await profile(), []);
      return { update: { queueData, rankedAt: nowOf(deps), counter: 0 }, result: { status: TASTE_STATUS.complete, queued: queueData.length } };
    },
    snapshot,
  );
}
