import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Auth } from '../../plugins/better-auth.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { Storage } from '../../lib/storage.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/**
 * What the settings use cases use: the database, Better Auth (sessions), the mailer, the taste
 * engine (told when ratings leave the crowd), the settings links are built from, the secret
 * unsubscribe links are signed with, the storage a deleted account's picture leaves, and a clock.
 */
export interface SettingsDeps {
  db: Database;
  auth: Auth;
  mail: Pick<Mailer, 'queue' | 'deliver'>;
  catalogue: Pick<CatalogueEvents, 'crowdChanged'>;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;
  secret: string;
  /** Where a deleted account's profile picture is. */
  storage: Storage;
  /** Where a failure to delete that picture, or to queue the address-changed notice, is reported. */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
}

export const nowOf = (deps: Pick<SettingsDeps, 'now'>): Date => deps.now?.() ?? new Date();

/** The sessions' signing secret doubles as the unsubscribe links' key (they are told apart by a prefix). */
export const settingsDeps = (app: FastifyInstance): SettingsDeps => ({
  db: app.db,
  auth: app.auth,
  mail: app.mail,
  catalogue: app.taste,
  env: app.env,
  secret: app.auth.options.secret ?? '',
  storage: app.storage,
  log: app.log,
});
