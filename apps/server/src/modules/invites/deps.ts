import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Auth } from '../../plugins/better-auth.ts';
import type { Mailer } from '../../plugins/mail.ts';

/**
 * What the invite use cases use: the database, Better Auth (its password hasher and the sign-in
 * after a role change), the mailer, and the settings: the allowance, the admin's address that
 * may not be invited, and what the invite mail names.
 */
export interface InviteDeps {
  db: Database;
  auth: Auth;
  mail: Mailer;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'INVITE_LIMIT' | 'ADMIN_EMAIL'>;
}
