import { randomUUID } from 'node:crypto';
import {
  EARLY_ACCESS_IMAGES_MAX,
  EARLY_ACCESS_MESSAGES as M,
  type EarlyAccessArtistOption,
  type EarlyAccessContent,
  type EarlyAccessEdit,
  type EarlyAccessWorkOption,
  type StoredImage,
  type earlyAccessCreateSchema,
  type earlyAccessUpdateSchema,
} from '@vernissage/core/schemas';
import { discountedPrice } from '@vernissage/core/text';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { refusal } from '../../lib/errors.ts';
import { storeUploadedPicture } from '../../lib/images.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Storage } from '../../lib/storage.ts';
import * as repo from './repository.ts';

type CreateInput = z.output<typeof earlyAccessCreateSchema>;
type UpdateInput = z.output<typeof earlyAccessUpdateSchema>;

const notFound = () => refusal('not_found', 'early_access_not_found', M.notFound);
const imagesFull = () => refusal('conflict', 'early_access_images_full', M.imagesTooMany, { image: M.imagesTooMany });

/** The current images named by `keep` (their addresses), in that order; every one must be among them. */
function keptImages(current: readonly StoredImage[], keep: readonly string[] | undefined): StoredImage[] {
  if (!keep) return [...current];
  return [...new Set(keep)].map((url) => {
    const image = current.find((candidate) => candidate.url === url);
    if (!image) throw refusal('bad_request', 'early_access_image_unknown', M.imageUnknown, { image: M.imageUnknown });
    return image;
  });
}

/**
 * The chosen artists must be artists or merchants with listed works, and every chosen work a
 * listed work of one of them (spec/02 §4: the works choice is the chosen artists' works).
 */
async function checkChoices(db: Executor, artistIds: readonly string[], artworkIds: readonly number[]): Promise<void> {
  const artists = await repo.artistOptions(db, [...new Set(artistIds)]);
  if (artists.length !== new Set(artistIds).size) throw refusal('bad_request', 'early_access_choice_invalid', M.artistsUnknown, { artistIds: M.artistsUnknown });
  const works = new Set((await repo.workOptions(db, artists.map((artist) => artist.id))).map((work) => work.id));
  if (!artworkIds.every((id) => works.has(id))) throw refusal('bad_request', 'early_access_choice_invalid', M.artworksNotOfArtists, { artworkIds: M.artworksNotOfArtists });
}

/** The description as stored: sanitised, and still holding text (a description of only markup is refused). */
function cleanDescription(html: string): string {
  const clean = sanitizeHtml(html);
  if (!clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim()) throw refusal('bad_request', 'early_access_choice_invalid', M.descriptionRequired, { description: M.descriptionRequired });
  return clean;
}

/** POST /api/admin/early-access: the passcode stored hashed; the whole in one transaction. */
export async function createEarlyAccess(db: Database, input: CreateInput, userId: string): Promise<{ message: string; item: EarlyAccessEdit }> {
  const description = cleanDescription(input.description);
  const passcodeHash = await hashPassword(input.passcode);
  const item = await db.transaction(async (tx) => {
    await checkChoices(tx, input.artistIds, input.artworkIds);
    const row = await repo.insertEarlyAccess(tx, {
      title: input.title,
      description,
      earlyDate: input.earlyDate,
      discount: input.discount,
      status: input.status,
      passcodeHash,
      createdBy: userId,
    });
    await repo.replaceChoices(tx, row.id, input.artistIds, input.artworkIds);
    return repo.toEdit(tx, row);
  });
  return { message: M.created, item };
}

/** PUT /api/admin/early-access/{id}: the passcode changes only when a new one is typed. */
export async function updateEarlyAccess(db: Database, id: number, input: UpdateInput): Promise<{ message: string; item: EarlyAccessEdit }> {
  const description = cleanDescription(input.description);
  const passcode = input.passcode?.trim() ? input.passcode : null;
  const passcodeHash = passcode ? await hashPassword(passcode) : null;
  const item = await db.transaction(async (tx) => {
    const current = await repo.findEarlyAccess(tx, id);
    if (!current) throw notFound();
    await checkChoices(tx, input.artistIds, input.artworkIds);
    const imageUrls = keptImages(current.imageUrls, input.keepImages);
    const row = await repo.updateEarlyAccess(tx, id, {
      title: input.title,
      description,
      earlyDate: input.earlyDate,
      discount: input.discount,
      status: input.status,
      imageUrls,
      ...(passcodeHash ? { passcodeHash } : {}),
    });
    if (!row) throw notFound();
    await repo.replaceChoices(tx, id, input.artistIds, input.artworkIds);
    return repo.toEdit(tx, row);
  });
  return { message: M.updated, item };
}

/** POST /api/admin/early-access/{id}/images: one more picture, decoded and stored in every size, at the end. */
export async function addEarlyAccessImage(db: Database, storage: Storage, id: number, input: Buffer): Promise<{ message: string; item: EarlyAccessEdit }> {
  const row = await repo.findEarlyAccess(db, id);
  if (!row) throw notFound();
  if (row.imageUrls.length >= EARLY_ACCESS_IMAGES_MAX) throw imagesFull();
  const image = await storeUploadedPicture(storage, input, `early-access/${id}/image-${randomUUID().slice(0, 8)}`);
  const saved = await repo.appendImage(db, id, image, EARLY_ACCESS_IMAGES_MAX);
  if (!saved) throw (await repo.findEarlyAccess(db, id)) ? imagesFull() : notFound();
  return { message: M.imageAdded, item: await repo.toEdit(db, saved) };
}

export async function earlyAccessForEdit(db: Database, id: number): Promise<EarlyAccessEdit> {
  const row = await repo.findEarlyAccess(db, id);
  if (!row) throw notFound();
  return repo.toEdit(db, row);
}

export async function deleteEarlyAccess(db: Database, id: number): Promise<{ message: string }> {
  if (!(await repo.deleteEarlyAccess(db, id))) throw notFound();
  return { message: M.deleted };
}

export const listEarlyAccess = repo.listEarlyAccess;

export async function artistChoices(db: Database): Promise<{ items: EarlyAccessArtistOption[] }> {
  return { items: await repo.artistOptions(db) };
}

export async function workChoices(db: Database, artistIds: readonly string[]): Promise<{ items: EarlyAccessWorkOption[] }> {
  return { items: await repo.workOptions(db, artistIds) };
}

// —— Public ——

export const activeEarlyAccess = repo.findActiveEarlyAccess;

/** Whether `passcode` is the active early access' one; the early access when it is. */
export async function checkPasscode(db: Database, passcode: string): Promise<repo.EarlyAccessRecord> {
  const active = await repo.findActiveEarlyAccess(db);
  if (!active) throw refusal('not_found', 'early_access_not_found', M.noneActive);
  const ok = passcode.length > 0 && (await verifyPassword(active.passcodeHash, passcode).catch(() => false));
  if (!ok) throw refusal('bad_request', 'passcode_invalid', M.passcodeInvalid, { passcode: M.passcodeInvalid });
  return active;
}

/** The page of a verified early access: its artists, and its works with their early prices. */
export async function earlyAccessContent(db: Database, row: repo.EarlyAccessRecord): Promise<EarlyAccessContent> {
  const [artists, works] = await Promise.all([repo.featuredArtists(db, row.id), repo.featuredWorks(db, row.id)]);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    earlyDate: row.earlyDate,
    discount: row.discount,
    images: row.imageUrls,
    artists,
    works: works.map((work) => ({ ...work, earlyPrice: discountedPrice(work.price, row.discount) })),
  };
}
