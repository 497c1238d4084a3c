import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one pair of credentials: it refuses any other access key id (it does not check V4 signatures). */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface TestS3 {
  endpoint: string;
  /** Settings that point a server at this S3 server's bucket (created at the app's start). */
  env: (bucket: string) => Record<string, string>;
  /** Stops the server (once; later calls do nothing) and removes its folder. */
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, keeping its buckets in a temporary folder removed on close. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vernissage-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    env: (bucket) => ({ STORAGE: 's3', S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_BUCKET: bucket, S3_FORCE_PATH_STYLE: 'true', ...S3RVER_KEYS }),
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
