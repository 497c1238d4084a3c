import type { Database } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';

/** What the profile use cases use: the database, and the storage the profile image goes to. */
export interface ProfileDeps {
  db: Database;
  storage: Storage;
}
