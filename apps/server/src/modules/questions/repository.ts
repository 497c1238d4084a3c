import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { QuestionItem, QuestionListQuery } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import type { Database, Executor } from '../../db/client.ts';
import { artworks, questions, users } from '../../db/schema/index.ts';

export interface QuestionArtwork {
  id: number;
  title: string;
  sold: 0 | 1 | 2;
  artistName: string;
  artistEmail: string;
}

/** The listed work a question is about, with the address its artist is told at. */
export async function findQuestionArtwork(db: Database, id: number): Promise<QuestionArtwork | null> {
  const [row] = await db
    .select({ id: artworks.id, title: artworks.workTitle, sold: artworks.sold, artistName: users.name, artistEmail: users.email })
    .from(artworks)
    .innerJoin(users, eq(artworks.userId, users.id))
    .where(and(eq(artworks.id, id), eq(artworks.status, '1')))
    .limit(1);
  return row ?? null;
}

/** The phone on a member's account, for the dialog's signed-in variant; null when they gave none. */
export async function findMemberPhone(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.phone?.trim() || null;
}

export interface NewQuestion {
  artworkId: number;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  isOffer: boolean;
  offerAmount: number | null;
}

export async function insertQuestion(db: Executor, question: NewQuestion): Promise<number> {
  const [row] = await db.insert(questions).values(question).returning({ id: questions.id });
  return row!.id;
}

/** Questions and offers for the admin, newest first. */
export async function listQuestions(db: Database, query: QuestionListQuery): Promise<{ total: number; items: QuestionItem[] }> {
  const filters: SQL[] = [];
  if (query.kind === 'offers') filters.push(eq(questions.isOffer, true));
  if (query.kind === 'questions') filters.push(eq(questions.isOffer, false));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({ question: questions, title: artworks.workTitle })
      .from(questions)
      .innerJoin(artworks, eq(questions.artworkId, artworks.id))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ total: count() }).from(questions).where(where),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    items: rows.map(({ question: q, title }) => ({
      id: q.id,
      artwork: { id: q.artworkId, title, path: artworkPath(title, q.artworkId) },
      userId: q.userId,
      name: q.name,
      email: q.email,
      phone: q.phone,
      message: q.message,
      isOffer: q.isOffer,
      offerAmount: q.offerAmount,
      createdAt: q.createdAt.toISOString(),
    })),
  };
}
