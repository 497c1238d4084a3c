import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Auth } from '../../plugins/better-auth.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';

/**
 * What the account use cases use: Better Auth for sessions, codes and resets, the database, the
 * mailer and the captcha, and the settings the welcome mail names. Each function picks its part.
 */
export interface AccountDeps {
  db: Database;
  auth: Auth;
  mail: Mailer;
  captcha: Captcha;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;
  /** Where a welcome the outbox could not take is reported (the account it greets stands: queueMailsOrLog). */
  log: Pick<FastifyBaseLogger, 'error'>;
}
