import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/**
 * What preparing the data at start uses: the database, the storage the drawings render into, the
 * admin and demo settings, the log, and the taste engine to tell when the works change.
 */
export interface DemoDeps {
  db: Database;
  storage: Storage;
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME' | 'DEMO_CATALOGUE' | 'DEMO_SEED'>;
  log: FastifyBaseLogger;
  catalogue: CatalogueEvents;
}
