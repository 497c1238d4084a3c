import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/** What the profile use cases use: the database, and the storage the profile image goes to. */
export interface ProfileDeps {
  db: Database;
  storage: Storage;
  /** Told when a maker's public details change: the artwork pages and lists show them. */
  catalogue: Pick<CatalogueEvents, 'catalogueChanged'>;
  /** Where a picture that could not be deleted is reported. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}
