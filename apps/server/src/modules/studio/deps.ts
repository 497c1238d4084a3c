import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { settingsDeps, unsubscribeUrlIfWanted } from '../settings/index.ts';
import { newWorkAlerter, type CatalogueEvents, type NewWorkAlerter } from '../taste/index.ts';

/** What the studio's use cases use: the database, the storage images go to, and the catalogue to tell. */
export interface StudioDeps {
  db: Database;
  storage: Storage;
  /** Where pictures that could not be deleted are reported. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Told when a listed or hidden work changes: the artwork pages, lists, the crowd and every queue show it. */
  catalogue: Pick<CatalogueEvents, 'catalogueChanged'>;
  /** Told when works are listed: collectors a work first listed fits are e-mailed (and the sweep of those held back). */
  newWorks?: NewWorkAlerter;
}

/** The studio deps of a built app: both route plugins wire them the same way. */
export function studioDeps(app: FastifyInstance): StudioDeps {
  const settings = settingsDeps(app);
  return {
    db: app.db,
    storage: app.storage,
    log: app.log,
    catalogue: app.taste,
    newWorks: newWorkAlerter(app, (userId, kind) => unsubscribeUrlIfWanted(settings, userId, kind)),
  };
}
