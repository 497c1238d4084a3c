import { apiErrorSchema, STUDIO_MESSAGES, studioUploadSchema, type StudioUpload } from '@vernissage/core/schemas';
import { env } from '../../../config/env.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';

export interface UploadOptions {
  /** Called as the file is sent: the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

const NETWORK_MESSAGE = 'We could not reach the server. Check your connection and try again.';
const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/studio/images: one image in the multipart field `image`. XMLHttpRequest rather than
 * fetch, because only it reports upload progress. The answer is the stored image in every size
 * and what the picture suggests (colours, formal positions). Errors are ApiRequestError, as from
 * every other call: 413 `image_too_large`, 400 `image_invalid`.
 */
export function uploadWorkImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<StudioUpload> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `${env.VITE_API_BASE}/api/studio/images`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiRequestError(0, 'unavailable', NETWORK_MESSAGE));
    };
    xhr.onload = () => {
      done();
      const json = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        const failure = apiErrorSchema.safeParse(json);
        if (failure.success) {
          const { code, message, fields, reason } = failure.data.error;
          reject(new ApiRequestError(xhr.status, code, message, fields, reason));
        } else if (xhr.status === 413) {
          // A proxy in front of the server may refuse the body before the server can answer.
          reject(new ApiRequestError(413, 'payload_too_large', STUDIO_MESSAGES.imageTooLarge, undefined, 'image_too_large'));
        } else {
          reject(new ApiRequestError(xhr.status, 'internal', UNEXPECTED_MESSAGE));
        }
        return;
      }
      const parsed = studioUploadSchema.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiRequestError(xhr.status, 'internal', UNEXPECTED_MESSAGE));
    };

    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
