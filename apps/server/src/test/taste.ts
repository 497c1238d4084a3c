import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { artworkListSchema, quizRatingResultSchema, quizSchema, type Artwork, type GalleryWork, type Quiz, type QuizRatingResult } from '@vernissage/core/schemas';
import { RATING, featuresFromArtwork, fitProfile, type RatedWork, type TasteFeatures, type TasteProfile } from '@vernissage/core/taste';
import { ratings } from '../db/schema/index.ts';

/** Every listed work through the public API, and its taste features computed from it (not from the index). */
export async function catalogueThroughApi(app: FastifyInstance): Promise<{ works: Map<number, Artwork>; features: Map<number, TasteFeatures> }> {
  const res = await app.inject({ method: 'GET', url: '/api/artworks?limit=500' });
  const list = artworkListSchema.parse(res.json());
  return {
    works: new Map(list.items.map((work) => [work.id, work])),
    features: new Map(list.items.map((work) => [work.id, featuresFromArtwork(work)])),
  };
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}

export function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object, cookie?: string) {
  return app.inject({ method, url, payload, ...(cookie ? { headers: { cookie } } : {}) });
}

export async function quizOf(app: FastifyInstance, cookie: string): Promise<Quiz> {
  return quizSchema.parse((await get(app, '/api/taste/quiz', cookie)).json());
}

/** One quiz answer; fails the test on anything but 200. */
export async function answerQuiz(app: FastifyInstance, cookie: string, artworkId: number, rating: 1 | -1): Promise<QuizRatingResult> {
  const res = await send(app, 'POST', '/api/taste/quiz/ratings', { artworkId, rating }, cookie);
  if (res.statusCode !== 200) throw new Error(`quiz rating failed: ${res.statusCode} ${res.body}`);
  return quizRatingResultSchema.parse(res.json());
}

/**
 * Answers the quiz work by work as it asks them (likes where `likes` says so; `afterAnswer` runs
 * after each answer) and closes the completion modal; answers the works asked, in order.
 */
export async function takeQuiz(app: FastifyInstance, cookie: string, likes: (work: GalleryWork) => boolean, afterAnswer?: () => Promise<void>): Promise<GalleryWork[]> {
  const asked: GalleryWork[] = [];
  for (let next = (await quizOf(app, cookie)).next; next; ) {
    asked.push(next);
    next = (await answerQuiz(app, cookie, next.id, likes(next) ? 1 : -1)).next;
    await afterAnswer?.();
  }
  const done = await send(app, 'POST', '/api/taste/quiz/complete', {}, cookie);
  if (done.statusCode !== 200) throw new Error(`completing the quiz failed: ${done.statusCode} ${done.body}`);
  return asked;
}

/** A person's history as the database holds it, with features from the public API. */
export async function historyFromDatabase(app: FastifyInstance, userId: string, features: Map<number, TasteFeatures>): Promise<RatedWork[]> {
  const rows = await app.db
    .select({ artworkId: ratings.artworkId, rating: ratings.rating })
    .from(ratings)
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.createdAt), asc(ratings.artworkId));
  return rows.map((row) => ({ features: features.get(row.artworkId)!, rating: row.rating === 1 ? RATING.like : row.rating === -1 ? RATING.dislike : RATING.neutral }));
}

/**
 * The profile the server ranks a person by, computed here from their ratings in the database
 * and the crowd the server holds (its prior), as the engine's reference.
 */
export async function profileFromDatabase(app: FastifyInstance, userId: string, features: Map<number, TasteFeatures>): Promise<{ history: RatedWork[]; profile: TasteProfile }> {
  const [history, crowd] = await Promise.all([historyFromDatabase(app, userId, features), app.taste.crowd()]);
  return { history, profile: fitProfile(history, crowd.crowd) };
}
