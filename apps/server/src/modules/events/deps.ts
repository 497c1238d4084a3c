import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Mailer } from '../../plugins/mail.ts';

/** What List An Event uses: the database, image storage, the mailer, what the mails name, and the log. */
export interface EventDeps {
  db: Database;
  storage: Storage;
  mail: Mailer;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
  /** Where a decision mail that cannot be queued is reported. */
  log: Pick<FastifyBaseLogger, 'error'>;
  now?: () => Date;
}
