import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@vernissage/core/constants';
import { PROFILE_MESSAGES as P } from '@vernissage/core/schemas';
import { AppError, refusal } from './errors.ts';

/** Room for the multipart boundary and headers around the largest file allowed. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => refusal('payload_too_large', 'image_too_large', P.imageTooLarge, { image: P.imageTooLarge });

/**
 * Every upload route: a multipart body announced as larger than the largest file allowed is
 * refused (413, 'File size exceeds above 20MB') before a byte of it is read. A body without a
 * length is cut off by the multipart limit instead (readImageField).
 */
export function refuseOversizeUploads(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  });
}

/**
 * The bytes of the multipart field `image` (the one file an upload carries): 400 when there is
 * none, 413 when it passes the multipart size limit.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const missing = () => new AppError('bad_request', P.imageMissing, { image: P.imageMissing });
  if (!request.isMultipart()) throw missing();
  const file = await request.file();
  if (!file || file.fieldname !== 'image') throw missing();
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw error;
  }
}
