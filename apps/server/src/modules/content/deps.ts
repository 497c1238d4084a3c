import type { Database } from '../../db/client.ts';

/** What the content reads and writes use: the database only. */
export interface ContentDeps {
  db: Database;
}
