import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Auth } from '../../plugins/better-auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/**
 * What the admin's user and merchant use cases use: the database, Better Auth (its configured
 * password hasher), the mailer, the settings the merchant's welcome names, and the storage a
 * deleted account's picture leaves.
 */
export interface UserDeps {
  db: Database;
  auth: Auth;
  mail: Mailer;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;
  /** Told when a maker or their works change or go: the artwork pages, lists and queues show them. */
  catalogue: Pick<CatalogueEvents, 'catalogueChanged'>;
  /** Where a deleted account's profile picture is. */
  storage: Storage;
  /** Where a failure to delete that picture, or to queue a merchant's welcome, is reported. */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}
