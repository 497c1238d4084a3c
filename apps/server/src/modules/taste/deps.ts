import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TasteCatalogue } from './catalogue.ts';

/** What the taste services use: the database and the in-memory catalogue (index and crowd). */
export interface TasteDeps {
  db: Database;
  catalogue: TasteCatalogue;
  /** Now, for the record's rankedAt (tests pass a fixed clock). */
  now?: () => Date;
}

export const nowOf = (deps: Pick<TasteDeps, 'now'>): Date => deps.now?.() ?? new Date();

/** The taste deps of a built app (its route plugins and tests wire them the same way). */
export const tasteDeps = (app: FastifyInstance): TasteDeps => ({ db: app.db, catalogue: app.taste });
