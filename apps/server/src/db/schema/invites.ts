import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Role } from '@vernissage/core/schemas';
import { users } from './users.ts';

/**
 * An invitation, and the role-change token its e-mail carries (/change-role/{token}).
 * Only the token's hash is stored; it is single-use and expires.
 */
export const invites = pgTable(
  'invites',
  {
    id: serial().primaryKey(),
    inviterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    role: text().$type<Role>().notNull().default('artist'),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invites_role_check', sql`${t.role} in ('artist', 'merchant')`),
    index('invites_email_idx').on(sql`lower(${t.email})`),
    index('invites_inviter_idx').on(t.inviterId),
  ],
);
