import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { MailKind } from '@vernissage/core/schemas';
import { settingsDeps, unsubscribeUrlIfWanted } from '../settings/index.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/** What the orders services use: the database, the mailer, the taste catalogue's events, the settings its mails and holds read. */
export interface OrderDeps {
  db: Database;
  mail: Pick<Mailer, 'queue' | 'deliver'>;
  /** Told when works go on hold, are sold or released, so galleries follow. */
  catalogue: CatalogueEvents;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'HOLD_HOURS'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /**
   * The buyer's e-mail settings: null when they turned the kind off, else the unsubscribe link.
   * Read with `db` when given (a transaction's own connection).
   */
  mailGate: (userId: string, kind: MailKind, db?: Executor) => Promise<string | null>;
  /** Now (tests pass a fixed clock). */
  now?: () => Date;
}

export const nowOf = (deps: Pick<OrderDeps, 'now'>): Date => deps.now?.() ?? new Date();

/** The orders deps of a built app (its route plugin and tests wire them the same way). */
export const orderDeps = (app: FastifyInstance): OrderDeps => {
  const settings = settingsDeps(app);
  return { db: app.db, mail: app.mail, catalogue: app.taste, env: app.env, log: app.log, mailGate: (userId, kind, db) => unsubscribeUrlIfWanted(db ? { ...settings, db } : settings, userId, kind) };
};
