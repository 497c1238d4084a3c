/**
 * The taste engine (TASTE.md, docs/taste.md): pure functions from rating histories to fitted
 * profiles, and from a profile to the affinity and order of artworks. No I/O; the server loads
 * data and calls these.
 */
export { RATING, SOLD_WEIGHT, PROFILE_RECOMPUTE_EVERY } from '../constants.ts';
export { AXIS_MIDDLE } from './constants.ts';
export {
  BIAS_LAMBDA,
  BLOCK_SCALE,
  CROWD_LAMBDA,
  CROWD_SMOOTHING,
  DISLIKE_WEIGHT,
  LAYOUT,
  PRIOR_LIKE_RATE,
  RIDGE_CHOICES,
  RIDGE_LAMBDA,
  WEIGHT_LIMIT,
  chooseRidge,
  crowdRate,
  crowdShare,
  emptyCrowd,
  emptyProfile,
  fitCrowd,
  fitProfile,
  predict,
  preferenceOf,
  uncertainties,
  validatedRidge,
  workVector,
  type AttributeModel,
  type CrowdModel,
  type Layout,
  type SolveForm,
  type TasteProfile,
  type WorkVector,
} from './model.ts';
export { featuresFromArtwork, formalPositions, uniqueValues, type RatedWork, type Rating, type TasteFeatures } from './features.ts';
export {
  affinity,
  affinityDetails,
  affinityTerms,
  axisCurve,
  combineTerms,
  explainAffinity,
  preferredPosition,
  rankWorks,
  valueWeight,
  type AffinityExplanation,
  type AffinityTerms,
  type FormalDetail,
  type RankedWork,
  type ValueDetail,
} from './affinity.ts';
export {
  LIKENESS_DISLIKED,
  LIKENESS_EXAMPLES,
  LIKENESS_HEAD,
  LIKENESS_WEIGHT,
  closeness,
  likenessExamples,
  likenessOf,
  type LikenessDetail,
  type LikenessExample,
  type NearestWork,
} from './likeness.ts';
export { buildFeatureIndex, rankIndex, type FeatureIndex, type FormalColumn, type RankOptions, type Ranking, type ValueColumn } from './feature-index.ts';
export { profileToEntries, type CategoricalProfileEntry, type FormalProfileEntry, type ProfileEntries } from './entries.ts';
export { colourName, formalName, formalPole, materialName, subjectName } from './names.ts';
export { reasonLine, reasonsFor, workReason, LIKENESS_REASON_CLOSENESS, POLE_LEAN, type Reason } from './reason.ts';
export { nextCounter } from './counter.ts';
export { QUIZ_OPENERS, nextQuizWork } from './quiz.ts';
export { coverageFeatures, quizCoverage, type AxisCoverage, type CoverageInput, type QuizCoverage, type ValueCoverage } from './coverage.ts';
export { colourPhrase, formalPhrase, mediumPhrase, subjectKind, subjectTheme, surfacePhrase } from './reason-copy.ts';
