import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/** What the studio's use cases use: the database, the storage images go to, and the catalogue to tell. */
export interface StudioDeps {
  db: Database;
  storage: Storage;
  /** Told when a listed or hidden work changes: the artwork pages, lists, the crowd and every queue show it. */
  catalogue: Pick<CatalogueEvents, 'catalogueChanged'>;
}
