import { z } from 'zod';
import { QUIZ_MAX } from '../constants.ts';
import { GALLERY_FILTER_BOUND_MAX, GALLERY_FILTER_BOUNDS, reversedFilterRanges, type GalleryFilter } from '../gallery-filter.ts';
import { TASTE_MESSAGES } from '../messages.ts';
import { soldSchema } from './artworks.ts';
import { compactImageSchema, imageVariantSchema, storedImageSchema } from './images.ts';
import { ratingValueSchema } from './ratings.ts';
import { rowId, rowIdParam } from './ids.ts';
import { queryDecimal, queryWholeOr } from './query-numbers.ts';

// The messages live in ../messages.ts and the filter's plain helpers in ../gallery-filter.ts (no
// zod), so a page drawn without zod may use them (decision record 037).
export { TASTE_MESSAGES };
export { GALLERY_FILTER_BOUND_MAX, GALLERY_FILTER_RANGES, galleryFilterQuery, isFilterActive, reversedFilterRanges, type GalleryFilter } from '../gallery-filter.ts';

/** users.taste_test_status: 1 complete, null not started or declined, anything else unfinished. */
export const tasteStatusSchema = z.number().int().nullable();
export const TASTE_STATUS = { complete: 1, started: 2 } as const;

/** A like or a dislike: what a person can give. */
export const likeSchema = z.union([z.literal(1), z.literal(-1)]);
export type Like = z.infer<typeof likeSchema>;

/** What the quiz and the gallery show of a work (the detail view loads the rest). */
export const galleryWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.object({ id: z.string(), name: z.string() }),
  yearCreated: z.number().int().nullable(),
  width: z.number(),
  height: z.number(),
  price: z.number(),
  discountedPrice: z.number().nullable(),
  sold: soldSchema,
  mediums: z.array(z.number().int()),
  surfaces: z.array(z.number().int()),
  image: storedImageSchema.nullable(),
});
export type GalleryWork = z.infer<typeof galleryWorkSchema>;

/** A work with the person's rating of it (null: unrated). */
export const tasteItemSchema = z.object({ work: galleryWorkSchema, rating: ratingValueSchema.nullable() });
export type TasteItem = z.infer<typeof tasteItemSchema>;

/**
 * The work the quiz asks after `next` for each answer to it (null: that answer completes the
 * quiz), so the page shows it the moment the collector answers; null when there is no next.
 */
const quizBranchesSchema = z.object({ like: galleryWorkSchema.nullable(), dislike: galleryWorkSchema.nullable() }).nullable().default(null);

// The taste quiz: the works asked so far with the collector's answers, and the next one to ask.
export const quizSchema = z.object({
  status: tasteStatusSchema,
  /** The works already asked, in the order they were asked, each with its answer. */
  items: z.array(tasteItemSchema),
  /** The work to ask next (a resumed quiz opens on it); null once the quiz is complete. */
  next: galleryWorkSchema.nullable(),
  after: quizBranchesSchema,
  /** How many works the quiz asks: QUIZ_SIZE, or fewer when the pool is smaller. */
  total: z.number().int(),
  /** The quiz welcome shows on entry until the collector has started. */
  welcome: z.boolean(),
});
export type Quiz = z.infer<typeof quizSchema>;
export const quizRatingSchema = z.object({ artworkId: rowId(), rating: likeSchema });
export const quizRatingResultSchema = z.object({
  status: tasteStatusSchema,
  /** Works answered so far. */
  rated: z.number().int(),
  total: z.number().int(),
  completed: z.boolean(),
  /** The work to ask next, given the answers now (null once complete), so the page shows it at once. */
  next: galleryWorkSchema.nullable(),
  after: quizBranchesSchema,
});
export type QuizRatingResult = z.infer<typeof quizRatingResultSchema>;
export const quizCompleteResultSchema = z.object({ status: tasteStatusSchema, queued: z.number().int() });

// The gallery filter: every bound is optional; the spec gives the inputs no validation rules, but
// a minimum above its maximum is refused, on the minimum's field, rather than matching nothing.
const bound = queryDecimal(0, GALLERY_FILTER_BOUND_MAX);
export const galleryFilterSchema = z
  .object({
    minPrice: bound,
    maxPrice: bound,
    minWidth: bound,
    maxWidth: bound,
    minHeight: bound,
    maxHeight: bound,
    /** Colour ids, comma-separated: 1,14. */
    colours: z
      .string()
      .regex(/^\d{1,2}(,\d{1,2}){0,17}$/)
      .optional(),
  })
  .superRefine((filter, ctx) => {
    for (const range of reversedFilterRanges(filter)) ctx.addIssue({ code: 'custom', path: [range.min], message: range.message });
  });
export type GalleryFilterQuery = z.infer<typeof galleryFilterSchema>;

/** The filter of a parsed query. */
export function galleryFilterOf(query: GalleryFilterQuery): GalleryFilter {
  const filter: GalleryFilter = {};
  for (const key of GALLERY_FILTER_BOUNDS) if (query[key] !== undefined) filter[key] = query[key];
  if (query.colours) filter.colours = query.colours.split(',').map(Number);
  return filter;
}

// The gallery queue.
export const rankingBasisSchema = z.enum(['taste', 'crowd']);
export type RankingBasis = z.infer<typeof rankingBasisSchema>;
/**
 * The liked work a "Because you liked “Title”" reason names, with its picture at the thumb size
 * (TASTE.md 4: the likeness term explains itself with the work's picture).
 */
export const reasonWorkSchema = z.object({ id: z.number().int(), title: z.string(), picture: imageVariantSchema.nullable() });
export type ReasonWork = z.infer<typeof reasonWorkSchema>;
/**
 * A queue work with the line saying why it was shown (as on AI Recommendations; null when nothing
 * liked explains it), and the liked work that line names, if it names one.
 */
export const queueItemSchema = tasteItemSchema.extend({ reason: z.string().nullable().default(null), reasonWork: reasonWorkSchema.nullable().default(null) });
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({
  status: tasteStatusSchema,
  counter: z.number().int(),
  /** 'crowd' until the collector has liked or disliked anything. */
  basis: rankingBasisSchema,
  rankedAt: z.string().nullable(),
  /** Works in the stored queue before the filter. */
  total: z.number().int(),
  items: z.array(queueItemSchema),
});
export type Queue = z.infer<typeof queueSchema>;

/**
 * The queue as GET /api/taste/queue, a refresh and a re-ranking rating send it: each card's
 * picture compact where its files follow the stored naming (compactImageSchema), which halves
 * the answer (a queue holds every work for sale). The gallery reads it back into a Queue
 * (@vernissage/core/images shownImage).
 */
export const sentGalleryWorkSchema = galleryWorkSchema.extend({ image: z.union([compactImageSchema, storedImageSchema]).nullable() });
export type SentGalleryWork = z.infer<typeof sentGalleryWorkSchema>;
export const sentQueueSchema = queueSchema.extend({ items: z.array(queueItemSchema.extend({ work: sentGalleryWorkSchema })) });
export type SentQueue = z.infer<typeof sentQueueSchema>;
export const queueRefreshSchema = z.object({
  /** The work the collector is looking at: it and every work before it keep their places. */
  keepThrough: z.number().int().positive().optional(),
  /** The gallery's filter, so the answer is the queue as the page shows it. */
  filter: galleryFilterSchema.optional(),
});
export const rateWorkSchema = z.object({
  artworkId: rowId(),
  rating: likeSchema,
  keepThrough: z.number().int().positive().optional(),
  /** The gallery's filter: a re-ranked queue comes back as the page shows it. */
  filter: galleryFilterSchema.optional(),
});
export const rateWorkResultSchema = z.object({
  rating: likeSchema,
  counter: z.number().int(),
  /** This rating completed a batch: the queue after the current work was ranked again. */
  reranked: z.boolean(),
  status: tasteStatusSchema,
  /** The re-ranked queue (filtered as asked) when this rating re-ranked it, so the page need not ask again. */
  queue: queueSchema.nullable(),
});
export type RateWorkResult = z.infer<typeof rateWorkResultSchema>;
/** A rating's answer as sent: a re-ranked queue in its sent form. */
export const sentRateWorkResultSchema = rateWorkResultSchema.extend({ queue: sentQueueSchema.nullable() });
export type SentRateWorkResult = z.infer<typeof sentRateWorkResultSchema>;

/** /view-gallery: works in crowd order, with the person's ratings when signed in. */
export const crowdGallerySchema = z.object({ items: z.array(tasteItemSchema) });
export type CrowdGallery = z.infer<typeof crowdGallerySchema>;
/** /view-gallery as GET /api/taste/crowd sends it: each card's picture compact where it may be, as in the queue (049, 050). */
export const sentCrowdGallerySchema = z.object({ items: z.array(tasteItemSchema.extend({ work: sentGalleryWorkSchema })) });
export type SentCrowdGallery = z.infer<typeof sentCrowdGallerySchema>;

// My Ratings.
export const ratingSourceSchema = z.enum(['quiz', 'queue', 'visitor']);
export const myRatingSchema = z.object({ work: galleryWorkSchema, rating: ratingValueSchema, source: ratingSourceSchema, ratedAt: z.string() });
export type MyRating = z.infer<typeof myRatingSchema>;
export const myRatingsSchema = z.object({ items: z.array(myRatingSchema) });
export const artworkIdParamsSchema = z.object({ artworkId: rowIdParam() });
export const changeRatingSchema = z.object({ rating: likeSchema });
export const clearedRatingSchema = z.object({ artworkId: z.number().int(), cleared: z.literal(true) });

// Proof (admins) and recommendations.
const poles = z.tuple([z.string(), z.string()]);
/** A value of the work: the person's weight for it, the crowd's, the evidence behind it and the crowd's share of it. */
export const valueTermSchema = z.object({
  id: z.string(),
  name: z.string(),
  weight: z.number(),
  crowdWeight: z.number(),
  evidence: z.number(),
  crowdShare: z.number(),
  contribution: z.number(),
});
export const formalTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  poles,
  value: z.number(),
  position: z.number(),
  denominator: z.number(),
  crowdShare: z.number(),
  match: z.number(),
});
const termsSchema = z.object({ base: z.number(), colour: z.number(), content: z.number(), material: z.number(), formal: z.number(), crowd: z.number(), likeness: z.number() });
/** The nearest liked or disliked work to the one proved, and how close it is (−1 to 1). */
const nearestWorkSchema = z.object({ id: z.number().int(), title: z.string(), closeness: z.number() });
const likenessProofSchema = z.object({
  /** Closeness to the nearest liked work less `disliked` × that to the nearest disliked one. */
  value: z.number(),
  /** What the term adds per unit of likeness (terms.likeness = weight × value). */
  weight: z.number(),
  /** The share of the nearest disliked work's closeness taken off. */
  disliked: z.number(),
  /** How many of the ranking's best works by affinity the term orders. */
  head: z.number().int(),
  nearestLiked: nearestWorkSchema.nullable(),
  nearestDisliked: nearestWorkSchema.nullable(),
});
export const proofSchema = z.object({
  artworkId: z.number().int(),
  title: z.string(),
  basis: rankingBasisSchema,
  affinity: z.number(),
  terms: termsSchema,
  likeness: likenessProofSchema,
  /** The person's likes and dislikes the profile rests on (a dislike counting 1.2). */
  ratings: z.number(),
  /** How much of the crowd's lift for each work the person's affinity keeps. */
  liftShare: z.number(),
  colour: z.array(valueTermSchema),
  content: z.array(valueTermSchema),
  material: z.array(valueTermSchema),
  formal: z.array(formalTermSchema),
  reason: z.string().nullable(),
  /** The liked work the reason names, if it names one. */
  reasonWork: reasonWorkSchema.nullable().default(null),
});
export type Proof = z.infer<typeof proofSchema>;

export const tasteValueSchema = z.object({ id: z.string(), name: z.string(), score: z.number(), preference: z.number(), hex: z.string().optional() });
export type TasteValue = z.infer<typeof tasteValueSchema>;
export const tasteAxisSchema = z.object({ id: z.number().int(), name: z.string(), poles, position: z.number(), denominator: z.number() });
export type TasteAxis = z.infer<typeof tasteAxisSchema>;
export const recommendationSchema = z.object({ work: galleryWorkSchema, affinity: z.number(), reason: z.string().nullable(), reasonWork: reasonWorkSchema.nullable().default(null) });
export const recommendationsSchema = z.object({
  basis: rankingBasisSchema,
  rated: z.number().int(),
  liked: z.number().int(),
  colours: z.array(tasteValueSchema),
  subjects: z.array(tasteValueSchema),
  materials: z.array(tasteValueSchema),
  formal: z.array(tasteAxisSchema),
  items: z.array(recommendationSchema),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

// The admin Taste Test page.
export const quizWorkSchema = galleryWorkSchema.extend({
  colours: z.array(z.number().int()),
  subjects: z.array(z.number().int()),
  /** Formal axis id → position. */
  formal: z.record(z.string(), z.number()),
});
export type QuizWork = z.infer<typeof quizWorkSchema>;
const valueCoverage = <T extends z.ZodType>(item: T) => z.object({ covered: z.array(item), missing: z.array(item) });
export const quizCoverageSchema = z.object({
  colours: valueCoverage(z.number().int()),
  subjects: valueCoverage(z.number().int()),
  materials: valueCoverage(z.string()),
  formal: z.array(z.object({ id: z.number().int(), name: z.string(), poles, first: z.boolean(), second: z.boolean() })),
});
export type QuizCoverageData = z.infer<typeof quizCoverageSchema>;
export const adminQuizSchema = z.object({ items: z.array(quizWorkSchema), coverage: quizCoverageSchema });
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
export const adminQuizSaveSchema = z.object({
  artworkIds: z
    .array(z.number().int().positive())
    .min(1, TASTE_MESSAGES.quizEmpty)
    .max(QUIZ_MAX, TASTE_MESSAGES.quizTooMany)
    .refine((ids) => new Set(ids).size === ids.length, TASTE_MESSAGES.quizDuplicate),
});
export const quizCandidatesQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: queryWholeOr(1, 60, 24),
});
export const quizCandidatesSchema = z.object({ items: z.array(quizWorkSchema) });

/** Collectors who answered the quiz, found by name or e-mail (the admin page's collector search). */
export const quizTakersQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: queryWholeOr(1, 50, 20),
});
export const quizTakerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: tasteStatusSchema,
  /** Quiz works the collector has answered. */
  answered: z.number().int(),
});
export type QuizTaker = z.infer<typeof quizTakerSchema>;
export const quizTakersSchema = z.object({ items: z.array(quizTakerSchema) });
export const quizTakerParamsSchema = z.object({ id: z.string().min(1).max(100) });
/** What one collector's quiz asked, in order, with their answers, and what those works cover. */
export const quizTakerAnswersSchema = z.object({
  collector: quizTakerSchema,
  items: z.array(z.object({ work: quizWorkSchema, rating: ratingValueSchema })),
  coverage: quizCoverageSchema,
});
export type QuizTakerAnswers = z.infer<typeof quizTakerAnswersSchema>;
