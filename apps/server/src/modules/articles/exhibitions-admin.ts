import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { articlePath, EXHIBITION_MESSAGES as M, type ExhibitionAdminRow, type ExhibitionInput, type ExhibitionsAdminPage } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { exhibitions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { storeImage, uploadedImageFormat } from '../../lib/images.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Storage } from '../../lib/storage.ts';

type Row = typeof exhibitions.$inferSelect;

const toRow = (row: Row): ExhibitionAdminRow => ({
  id: row.id,
  title: row.title,
  url: row.url,
  path: articlePath('exhibitions', row.url),
  dateRange: row.dateRange,
  name: row.name,
  status: row.status,
  description: row.description,
  image: row.imageUrl[0] ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

const taken = () => new AppError('conflict', M.urlTaken, { url: M.urlTaken });

const values = (input: ExhibitionInput) => ({
  title: input.title,
  description: sanitizeHtml(input.description),
  dateRange: input.dateRange,
  url: input.url,
  name: input.name,
  status: input.status,
});

/** Manage Exhibitions' table: every exhibition, shown or not, newest first. */
export async function listExhibitions(db: Database, offset: number, limit: number): Promise<ExhibitionsAdminPage> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(exhibitions).orderBy(desc(exhibitions.createdAt), desc(exhibitions.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(exhibitions),
  ]);
  return { total: counted?.n ?? 0, items: rows.map(toRow) };
}

/** A new exhibition by `userId`; a url in use is refused by the unique index, never by a read first. */
export async function createExhibition(db: Database, input: ExhibitionInput, userId: string): Promise<ExhibitionAdminRow> {
  const [row] = await db.insert(exhibitions).values({ ...values(input), userId }).onConflictDoNothing({ target: exhibitions.url }).returning();
  if (!row) throw taken();
  return toRow(row);
}

export async function updateExhibition(db: Database, id: number, input: ExhibitionInput): Promise<ExhibitionAdminRow> {
  const [own] = await db.select({ id: exhibitions.id }).from(exhibitions).where(eq(exhibitions.id, id)).limit(1);
  if (!own) throw notFound(M.notFound);
  const [other] = await db.select({ id: exhibitions.id }).from(exhibitions).where(eq(exhibitions.url, input.url)).limit(1);
  if (other && other.id !== id) throw taken();
  const [row] = await db.update(exhibitions).set({ ...values(input), updatedAt: new Date() }).where(eq(exhibitions.id, id)).returning();
  if (!row) throw notFound(M.notFound);
  return toRow(row);
}

export async function deleteExhibition(db: Database, id: number): Promise<void> {
  const [row] = await db.delete(exhibitions).where(eq(exhibitions.id, id)).returning({ id: exhibitions.id });
  if (!row) throw notFound(M.notFound);
}

/** The exhibition's cover: decoded to prove it is a JPEG, PNG or WebP image, stored in every size. */
export async function saveExhibitionImage(db: Database, storage: Storage, id: number, input: Buffer): Promise<ExhibitionAdminRow> {
  const [own] = await db.select({ id: exhibitions.id }).from(exhibitions).where(eq(exhibitions.id, id)).limit(1);
  if (!own) throw notFound(M.notFound);
  const bad = 'The image must be a JPEG, PNG or WebP picture';
  if (!(await uploadedImageFormat(input))) throw new AppError('bad_request', bad, { image: bad });
  const image = await storeImage(storage, input, `exhibitions/${id}/cover-${randomUUID().slice(0, 8)}`);
  const [row] = await db.update(exhibitions).set({ imageUrl: [image], updatedAt: new Date() }).where(eq(exhibitions.id, id)).returning();
  if (!row) throw notFound(M.notFound);
  return toRow(row);
}
