import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

/** What the admin's overview reads: the database, and the clock tests may set. */
export interface OverviewDeps {
  db: Database;
  now?: () => Date;
}

export const overviewDeps = (app: FastifyInstance): OverviewDeps => ({ db: app.db });
