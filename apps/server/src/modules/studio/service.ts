import {
  LISTING_REQUIREMENT_LABELS,
  listingIncompleteMessage,
  missingForListing,
  STUDIO_MESSAGES as M,
  type ListingRequirement,
  type SessionUser,
  type StoredImage,
  type StudioWork,
  type StudioWorkList,
  type StudioWorkResult,
  type StudioWorkRow,
  type studioWorkInputSchema,
  type WorkStateChange,
} from '@vernissage/core/schemas';
import { stripTags, discountedPrice } from '@vernissage/core/text';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ArtworkStatus } from '../../db/schema/index.ts';
import { refusal } from '../../lib/errors.ts';
import { removeStoredImages } from '../../lib/images.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { StudioDeps } from './deps.ts';
import { deleteWork, findUploads, findWork, findWorkForUpdate, forgetStaleUploads, forgetUnnamedUploads, hasOrders, insertWork, listWorks, setStatus, updateWork, type WorkListOptions, type WorkRecord, type WorkValues } from './repository.ts';
import { WORK_IMAGES_PREFIX } from './uploads.ts';

type WorkInput = z.output<typeof studioWorkInputSchema>;

/** Sellers change their own works; the admin every work. */
const isAdmin = (actor: SessionUser) => actor.role === 'admin';
const mayChange = (actor: SessionUser, work: Pick<WorkRecord, 'userId'>) => isAdmin(actor) || work.userId === actor.id;

const stateOf = (work: Pick<WorkRecord, 'sold' | 'status'>): StudioWork['state'] => {
  if (work.sold === 1) return 'sold';
  if (work.sold === 2) return 'on_hold';
  if (work.status === 'draft') return 'draft';
  return work.status === '1' ? 'listed' : 'hidden';
};

/** What listing needs, read from stored columns (a draft's unset size and price are 0). */
export function missingFor(work: Pick<WorkRecord, 'imageUrls' | 'workTitle' | 'width' | 'height' | 'price' | 'colors' | 'subjects' | 'mediums'>): ListingRequirement[] {
  return missingForListing({ images: work.imageUrls, title: work.workTitle, width: work.width, height: work.height, price: work.price, colours: work.colors, subjects: work.subjects, mediums: work.mediums });
}

const positive = (value: number) => (value > 0 ? value : null);

function toRow(work: WorkRecord): StudioWorkRow {
  return {
    id: work.id,
    title: work.workTitle,
    cover: work.imageUrls[0] ?? null,
    price: positive(work.price),
    discountedPrice: work.discountPercent && work.price > 0 ? discountedPrice(work.price, work.discountPercent) : null,
    width: positive(work.width),
    height: positive(work.height),
    state: stateOf(work),
    sold: work.sold,
    locked: work.sold !== 0,
    missing: missingFor(work),
    seller: { id: work.userId, name: work.sellerName },
    createdAt: work.createdAt.toISOString(),
    updatedAt: work.updatedAt.toISOString(),
  };
}

function toStudioWork(work: WorkRecord): StudioWork {
  const row = toRow(work);
  return {
    ...row,
    description: work.workDescription,
    workStartDate: work.workStartDate,
    workEndDate: work.workEndDate,
    yearCreated: work.yearCreated,
    discountPercent: work.discountPercent,
    colours: work.colors,
    subjects: work.subjects,
    mediums: work.mediums,
    surfaces: work.surfaces,
    formal: Object.entries(work.formal)
      .map(([id, value]) => ({ id: Number(id), value }))
      .sort((a, b) => a.id - b.id),
    partOfSeries: work.partOfSeries,
    seriesName: work.seriesName,
    uniqueCopy: work.uniqueCopy,
    editionSize: work.editionSize,
    isFramed: work.isFramed,
    videoUrl: work.videoUrl,
    images: work.imageUrls,
  };
}

function notFoundWork() {
  return refusal('not_found', 'work_not_found', M.notFound);
}

/** The work if the actor may change it: someone else's is as good as missing (nothing leaks). */
async function ownWork(db: Executor, actor: SessionUser, id: number, forUpdate = false): Promise<WorkRecord> {
  const work = forUpdate ? await findWorkForUpdate(db, id) : await findWork(db, id);
  if (!work || !mayChange(actor, work)) throw notFoundWork();
  return work;
}

function incomplete(missing: readonly ListingRequirement[]) {
  const fields = Object.fromEntries(missing.map((item) => [item, LISTING_REQUIREMENT_LABELS[item]]));
  return refusal('conflict', 'listing_incomplete', listingIncompleteMessage(missing), fields);
}

/**
 * The images a save names, in its order: each must be one of the work's own images or an upload
 * by its seller or by the person saving (the admin may add images to a seller's work).
 */
async function resolveImages(db: Executor, urls: readonly string[], current: readonly StoredImage[], uploaders: readonly string[]): Promise<StoredImage[]> {
  const own = new Map(current.map((image) => [image.url, image]));
  const fresh = await findUploads(
    db,
    urls.filter((url) => !own.has(url)),
    uploaders,
  );
  const images: StoredImage[] = [];
  for (const url of new Set(urls)) {
    const image = own.get(url) ?? fresh.get(url)?.image;
    if (!image) throw refusal('bad_request', 'image_unknown', M.imageUnknown, { images: M.imageUnknown });
    images.push(image);
  }
  return images;
}

/** Stored columns from what the form sent: rich text sanitised, unset size and price kept as 0. */
function valuesFrom(input: WorkInput, images: StoredImage[]): WorkValues {
  const description = sanitizeHtml(input.description);
  return {
    workTitle: input.title,
    workDescription: stripTags(description) ? description : '',
    workStartDate: input.workStartDate,
    workEndDate: input.workEndDate,
    yearCreated: input.yearCreated,
    width: input.width ?? 0,
    height: input.height ?? 0,
    price: input.price ?? 0,
    discountPercent: input.discountPercent || null,
    colors: input.colours,
    subjects: input.subjects,
    mediums: input.mediums,
    surfaces: input.surfaces,
    formal: Object.fromEntries(input.formal.map((position) => [String(position.id), position.value])),
    imageUrls: images,
    videoUrl: input.videoUrl || null,
    partOfSeries: input.partOfSeries,
    seriesName: input.partOfSeries ? input.seriesName : null,
    uniqueCopy: input.uniqueCopy,
    editionSize: input.uniqueCopy ? null : input.editionSize,
    isFramed: input.isFramed,
  };
}

/** Anything but a draft is (or was) public: the catalogue, its caches and every queue are told. */
async function tell(deps: StudioDeps, ...statuses: ArtworkStatus[]): Promise<void> {
  if (statuses.some((status) => status !== 'draft')) await deps.catalogue.catalogueChanged({ kind: 'content' });
}

async function reload(deps: StudioDeps, id: number): Promise<StudioWork> {
  const work = await findWork(deps.db, id);
  if (!work) throw notFoundWork();
  return toStudioWork(work);
}

/** A page of works (one seller's, or every seller's for the admin) as My Works and Art Works list them. */
export async function worksPage(deps: Pick<StudioDeps, 'db'>, options: WorkListOptions): Promise<StudioWorkList> {
  const { total, counts, rows } = await listWorks(deps.db, options);
  return { total, counts, items: rows.map(toRow) };
}

export async function getWork(deps: StudioDeps, actor: SessionUser, id: number): Promise<StudioWork> {
  return toStudioWork(await ownWork(deps.db, actor, id));
}

/** A new work, always a draft first: listing is a separate, checked step. */
export async function createWork(deps: StudioDeps, actor: SessionUser, input: WorkInput): Promise<StudioWorkResult> {
  const id = await deps.db.transaction(async (tx) => {
    const images = await resolveImages(tx, input.images, [], [actor.id]);
    return insertWork(tx, { ...valuesFrom(input, images), userId: actor.id, status: 'draft', sold: 0 });
  });
  return { message: M.created, work: await reload(deps, id) };
}

/**
 * Saves every field. A held or sold work keeps its price and discount (a buyer's order names
 * them); a listed or hidden work must stay complete enough to be listed.
 */
export async function saveWork(deps: StudioDeps, actor: SessionUser, id: number, input: WorkInput): Promise<StudioWorkResult> {
  const status = await deps.db.transaction(async (tx) => {
    const work = await ownWork(tx, actor, id, true);
    const images = await resolveImages(tx, input.images, work.imageUrls, [work.userId, actor.id]);
    const values = valuesFrom(input, images);
    if (work.sold !== 0 && (values.price !== work.price || (values.discountPercent ?? null) !== (work.discountPercent ?? null)))
      throw refusal('conflict', 'work_locked', M.lockedPrice, { price: M.lockedPrice });
    if (work.status !== 'draft') {
      const missing = missingFor({ ...work, ...values, imageUrls: images, colors: values.colors ?? [], subjects: values.subjects ?? [], mediums: values.mediums ?? [] });
      if (missing.length) throw incomplete(missing);
    }
    await updateWork(tx, id, values);
    return work.status;
  });
  await tell(deps, status);
  return { message: M.saved, work: await reload(deps, id) };
}

/** A copy as a new draft: same fields and images (image files are never changed in place), never sold. */
export async function duplicateWork(deps: StudioDeps, actor: SessionUser, id: number): Promise<StudioWorkResult> {
  const work = await ownWork(deps.db, actor, id);
  const { id: _id, createdAt: _created, updatedAt: _updated, sellerName: _seller, ...fields } = work;
  const title = `${work.workTitle} (copy)`.slice(0, 200);
  const copy = await insertWork(deps.db, { ...fields, workTitle: title, status: 'draft', sold: 0 });
  return { message: M.duplicated, work: await reload(deps, copy) };
}

/**
 * Deletes a work nobody is buying and no order names; a held or sold one is refused (409). Its
 * pictures go with it, unless a copy of the work still shows them.
 */
export async function removeWork(deps: StudioDeps, actor: SessionUser, id: number): Promise<{ message: string }> {
  const { status, pictures } = await deps.db.transaction(async (tx) => {
    const work = await ownWork(tx, actor, id, true);
    if (work.sold !== 0) throw refusal('conflict', 'work_locked', M.lockedDelete);
    if (await hasOrders(tx, id)) throw refusal('conflict', 'has_orders', M.hasOrders);
    await deleteWork(tx, id);
    return { status: work.status, pictures: await forgetUnnamedUploads(tx, work.imageUrls.map((image) => image.url)) };
  });
  await tell(deps, status);
  await removeStoredImages(deps, pictures, WORK_IMAGES_PREFIX);
  return { message: M.deleted };
}

/** How long an upload no work shows is kept: a seller may still be filling in the work's form. */
export const UNUSED_UPLOAD_KEEP_MS = 7 * 24 * 3_600_000;
/** How many unused uploads one sweep deletes at most (the next sweep takes the rest). */
const UNUSED_UPLOAD_SWEEP_MAX = 500;

/**
 * Deletes the uploads no work has shown for a week (uploaded and never saved, or taken off their
 * work): the record and every file. Answers how many went.
 */
export async function sweepUnusedUploads(deps: Pick<StudioDeps, 'db' | 'storage' | 'log'>, now = new Date()): Promise<number> {
  const pictures = await forgetStaleUploads(deps.db, new Date(now.getTime() - UNUSED_UPLOAD_KEEP_MS), UNUSED_UPLOAD_SWEEP_MAX);
  await removeStoredImages(deps, pictures, WORK_IMAGES_PREFIX);
  return pictures.length;
}

const STATUS_FOR: Record<WorkStateChange['state'], ArtworkStatus> = { listed: '1', hidden: '0', draft: 'draft' };
const MESSAGE_FOR: Record<WorkStateChange['state'], string> = { listed: M.listed, hidden: M.hidden, draft: M.drafted };

/**
 * Lists, hides or takes a work back to draft. Listing needs LISTING_REQUIREMENTS (409 with what
 * is missing); a held or sold work cannot become a draft again. Hiding keeps ratings and orders.
 */
export async function changeState(deps: StudioDeps, actor: SessionUser, id: number, change: WorkStateChange): Promise<StudioWorkResult> {
  const before = await deps.db.transaction(async (tx) => {
    const work = await ownWork(tx, actor, id, true);
    if (change.state === 'listed') {
      const missing = missingFor(work);
      if (missing.length) throw incomplete(missing);
    }
    if (change.state === 'draft' && work.sold !== 0) throw refusal('conflict', 'work_locked', M.lockedDraft);
    if (change.state === 'hidden' && work.status === 'draft') {
      // A draft was never public: hiding it means it must first be complete, like listing.
      const missing = missingFor(work);
      if (missing.length) throw incomplete(missing);
    }
    await setStatus(tx, [id], STATUS_FOR[change.state]);
    return work.status;
  });
  await tell(deps, before, STATUS_FOR[change.state]);
  // A work listed for the first time (a draft, or a draft once hidden) is news: the pass finds it.
  if (before !== '1' && change.state === 'listed') deps.newWorks?.listed();
  return { message: MESSAGE_FOR[change.state], work: await reload(deps, id) };
}
