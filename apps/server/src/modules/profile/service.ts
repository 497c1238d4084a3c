import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { PROFILE_MESSAGES as P, type Profile, type ProfileImageResult, type profileUpdateSchema, type SessionUser } from '@vernissage/core/schemas';
import { ACCOUNT_MESSAGES as M } from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import { notFound } from '../../lib/errors.ts';
import { refuseUnlessPicture, removeProfileImage, squareJpeg, storeImage, uploadWork } from '../../lib/images.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ProfileDeps } from './deps.ts';
import { findProfile, replaceLogo, updateProfile, type ProfileFields } from './repository.ts';

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Rich text as stored: sanitised, and null when nothing visible is left. */
function cleanHtml(html: string | undefined): string | null {
  if (html === undefined) return null;
  const clean = sanitizeHtml(html);
  return stripTags(clean) ? clean : null;
}

export async function getProfile(deps: Pick<ProfileDeps, 'db'>, user: SessionUser): Promise<Profile> {
  const profile = await findProfile(deps.db, user.id);
  if (!profile) throw notFound(M.signInRequired);
  return profile;
}

/** Artists and merchants have public pages: their works show their name, image and bio. */
const isMaker = (user: SessionUser) => user.role === 'artist' || user.role === 'merchant';

export async function saveProfile(deps: Pick<ProfileDeps, 'db' | 'catalogue'>, user: SessionUser, body: ProfileUpdate): Promise<{ message: string }> {
  const fields: ProfileFields = {
    name: body.name,
    phone: body.phone,
    city: body.city,
    address: body.address || null,
    bio: cleanHtml(body.bio),
  };
  // Exhibition and education history are part of an artist's or merchant's public page only.
  if (user.role === 'artist' || user.role === 'merchant') {
    fields.exhibitionHistory = cleanHtml(body.exhibitionHistory);
    fields.educationHistory = cleanHtml(body.educationHistory);
  }
  await updateProfile(deps.db, user.id, fields);
  if (isMaker(user)) await deps.catalogue.catalogueChanged({ kind: 'content' });
  return { message: M.profileUpdated };
}

/**
 * A new profile image: decoded to prove it is a JPEG, PNG or WebP image, cut to its centred
 * square (the page crops 1:1 already; this holds for any client), re-encoded without metadata
 * in every size, and only then set on the account.
 */
export async function saveProfileImage(deps: ProfileDeps, user: SessionUser, input: Buffer): Promise<ProfileImageResult> {
  const logo = await uploadWork(async () => {
    await refuseUnlessPicture(input, P.imageType);
    return storeImage(deps.storage, await squareJpeg(input), `users/${user.id}/logo-${randomUUID().slice(0, 8)}`);
  }, user.id);
  const replaced = await replaceLogo(deps.db, user.id, logo);
  if (isMaker(user)) await deps.catalogue.catalogueChanged({ kind: 'content' });
  // The picture it replaced goes: a person who changes their picture does not want the old one
  // still served to whoever kept its address.
  if (replaced) await removeProfileImage(deps, user.id, replaced);
  return { message: P.imageUploaded, logo };
}
