/**
 * The taste engine (TASTE.md): pure functions from rating histories to profiles, and from a
 * profile to the affinity and order of artworks. No I/O; the server loads data and calls these.
 */
export { RATING, SOLD_WEIGHT, PROFILE_RECOMPUTE_EVERY } from '../constants.ts';
export {
  AFFINITY_DIVISOR,
  AFFINITY_WEIGHTS,
  AXIS_MIDDLE,
  DISLIKE_FORMAL_WEIGHT,
  DISLIKE_UPDATE,
  LIKE_UPDATE,
  NEUTRAL_MATCH,
  UNTESTED_SCORE,
  type ScoreUpdate,
} from './constants.ts';
export { featuresFromArtwork, formalPositions, uniqueValues, type RatedWork, type Rating, type TasteFeatures } from './features.ts';
export {
  applyRating,
  crowdProfile,
  emptyProfile,
  foldProfile,
  formalPosition,
  preference,
  rankingProfile,
  type FormalTally,
  type TasteProfile,
} from './profile.ts';
export {
  affinity,
  affinityTerms,
  combineTerms,
  explainAffinity,
  rankWorks,
  type AffinityExplanation,
  type AffinityTerms,
  type FormalDetail,
  type RankedWork,
  type ValueDetail,
} from './affinity.ts';
export { buildFeatureIndex, rankIndex, type FeatureIndex, type FormalColumn, type RankOptions, type Ranking, type ValueColumn } from './feature-index.ts';
export { profileFromEntries, profileToEntries, type CategoricalProfileEntry, type FormalProfileEntry, type ProfileEntries } from './entries.ts';
export { colourName, formalName, formalPole, materialName, subjectName } from './names.ts';
export { reasonLine, reasonsFor, POLE_LEAN, type Reason } from './reason.ts';
export { nextCounter } from './counter.ts';
export { coverageFeatures, quizCoverage, type AxisCoverage, type CoverageInput, type QuizCoverage, type ValueCoverage } from './coverage.ts';
export { colourPhrase, formalPhrase, mediumPhrase, subjectKind, subjectTheme, surfacePhrase } from './reason-copy.ts';
