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

/** What a multipart body the parser cannot read (cut short, no boundary, a broken part header) is told. */
export const MALFORMED_UPLOAD = 'The upload could not be read: send the image as a multipart form field named image.';

/**
 * The bytes of the multipart field `image` (the one file an upload carries): 400 when there is
 * none or the body is not well-formed multipart, 413 when it passes the multipart size limit.
 * Only the parsing of this request's own body runs here, so a parser error without a status of
 * its own is the body's fault: a 400, not a 500.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const missing = () => new AppError('bad_request', P.imageMissing, { image: P.imageMissing });
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'image') throw missing();
    // Read here rather than by file.toBuffer(), which reads a file past the limit on to the end
    // of the body and can hand back its first 20 MB as if whole: the moment the stream passes
    // the limit it is stopped, and the answer is 413.
    const stream = file.file;
    stream.once('limit', () => stream.destroy(tooLarge()));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    if (stream.truncated) throw tooLarge();
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('bad_request', MALFORMED_UPLOAD, { image: MALFORMED_UPLOAD });
  }
}
