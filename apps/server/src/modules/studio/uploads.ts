import { randomUUID } from 'node:crypto';
import { STUDIO_MESSAGES as M, type SessionUser, type StudioUpload } from '@vernissage/core/schemas';
import { suggestAttributes } from '../../lib/image-attributes.ts';
import { refuseUnlessPicture, storeImage, uploadWork } from '../../lib/images.ts';
import type { StudioDeps } from './deps.ts';
import { insertUpload } from './repository.ts';

/** Where works' pictures are stored: works/{uploader}/{random}/… */
export const WORK_IMAGES_PREFIX = 'works/';

/**
 * An image for a work: decoded to prove it is a whole JPEG, PNG or WebP of sane pixel size,
 * turned upright, stripped of its metadata and stored in every size the pages use (WebP and a
 * JPEG fallback) through the storage driver, with the attributes measured from its pixels.
 * It is recorded as the uploader's, so only they (or the admin) can put it on a work.
 */
export async function uploadWorkImage(deps: StudioDeps, actor: SessionUser, input: Buffer): Promise<StudioUpload> {
  const [image, suggestions] = await uploadWork(async () => {
    await refuseUnlessPicture(input, M.imageType);
    return Promise.all([storeImage(deps.storage, input, `${WORK_IMAGES_PREFIX}${actor.id}/${randomUUID()}`), suggestAttributes(input)]);
  }, actor.id);
  await insertUpload(deps.db, { url: image.url, userId: actor.id, image, suggestions });
  return { message: M.imageUploaded, image, suggestions };
}
