import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Captcha } from '../../plugins/captcha.ts';
import type { Mailer } from '../../plugins/mail.ts';

/** What questions and offers use: the database, the captcha, the mailer, what the mails name, and the log. */
export interface QuestionDeps {
  db: Database;
  captcha: Captcha;
  mail: Mailer;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}
