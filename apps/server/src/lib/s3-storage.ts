import type { Readable } from 'node:stream';
import { type BucketLocationConstraint, CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isStorageKey, MEDIA_MAX_AGE_SECONDS, MEDIA_PREFIX, mediaContentType, type Storage } from './storage.ts';

export interface S3Settings {
  /** Empty: AWS's own endpoint for the region. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** A stored object opened for sending: its bytes as a stream and what the response says about them. */
export interface OpenedObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

export type OpenResult = { status: 'missing' } | { status: 'not-modified'; etag: string | undefined } | { status: 'found'; object: OpenedObject };

export interface S3Storage extends Storage {
  /** Opens a key for streaming; with the client's If-None-Match the bucket itself answers 'not modified'. */
  open(key: string, options?: { ifNoneMatch?: string }): Promise<OpenResult>;
  /** Makes sure the bucket exists, creating it when it does not; throws a message naming the setting at fault. */
  ensureBucket(): Promise<'exists' | 'created'>;
  /** Closes the client's pooled connections. */
  close(): void;
}

/** What a failed S3 call answered (undefined when no answer came: the endpoint was not reached). */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

const describe = (error: unknown) => {
  const { name, message } = error as { name?: string; message?: string };
  return [name, message].filter(Boolean).join(': ') || String(error);
};

const isMissing = (error: unknown) => statusOf(error) === 404 || (error as { name?: string } | null)?.name === 'NoSuchKey';

/**
 * Images in an S3-compatible bucket under the same keys as the local folder, so their public
 * URLs (/media/{key}) do not change with the driver; the server streams them from the bucket
 * (storage plugin). Keys that could not have been made by the product are refused like the
 * local driver refuses a key that escapes its folder.
 */
export function s3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer
    // default checksum headers and trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // An unreachable endpoint fails a page's image in seconds, not minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const where = `bucket ${Bucket} at ${settings.endpoint || `AWS S3 (${settings.region})`}`;

  return {
    async put(key, data) {
      if (!isStorageKey(key)) throw new Error(`Storage key is not a plain path: ${key}`);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: mediaContentType(key),
          // Keys never change content: a CDN in front of the bucket may keep them as the browser does.
          CacheControl: `public, max-age=${MEDIA_MAX_AGE_SECONDS}`,
        }),
      );
    },
    async exists(key) {
      if (!isStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        // Only a missing key is 'no'; an unreachable bucket is an error, not an empty one.
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    url: (key) => `${MEDIA_PREFIX}${key}`,
    async remove(keys) {
      // One call per key: DeleteObjects needs a Content-MD5 that S3-compatible servers treat unevenly.
      for (const key of keys) if (isStorageKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async open(key, options = {}) {
      if (!isStorageKey(key)) return { status: 'missing' };
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: options.ifNoneMatch }));
        if (!answer.Body) return { status: 'missing' };
        return {
          status: 'found',
          object: {
            body: answer.Body as Readable,
            contentType: mediaContentType(key),
            contentLength: answer.ContentLength,
            etag: answer.ETag,
            lastModified: answer.LastModified,
          },
        };
      } catch (error) {
        // The bucket matched the one validator the client sent (a list or * is not echoed).
        if (statusOf(error) === 304) return { status: 'not-modified', etag: /^(?:W\/)?"[^",]*"$/.test(options.ifNoneMatch ?? '') ? options.ifNoneMatch : undefined };
        if (isMissing(error)) return { status: 'missing' };
        throw error;
      }
    },

    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return 'exists';
      } catch (error) {
        const status = statusOf(error);
        if (status === 403) throw new Error(`Object storage: access to ${where} was refused; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`, { cause: error });
        if (status === undefined) throw new Error(`Object storage: could not reach ${where}; check S3_ENDPOINT and S3_REGION (${describe(error)})`, { cause: error });
        if (status !== 404) throw new Error(`Object storage: ${where} answered ${status}; check S3_BUCKET, S3_ENDPOINT and S3_FORCE_PATH_STYLE`, { cause: error });
      }
      try {
        await client.send(
          new CreateBucketCommand({
            Bucket,
            // AWS wants the region named for any region but its first one.
            ...(settings.region !== 'us-east-1' && !settings.endpoint ? { CreateBucketConfiguration: { LocationConstraint: settings.region as BucketLocationConstraint } } : {}),
          }),
        );
        return 'created';
      } catch (error) {
        // Another process of the same deployment created it a moment ago.
        if ((error as { name?: string }).name === 'BucketAlreadyOwnedByYou') return 'exists';
        throw new Error(`Object storage: ${where} does not exist and could not be created (${describe(error)}); create it, or give the access key the right to`, { cause: error });
      }
    },

    close: () => client.destroy(),
  };
}
