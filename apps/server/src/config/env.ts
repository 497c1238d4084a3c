import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads, parsed once at start. A bad value stops the server with a
 * message naming each bad variable. Defaults make `npm start` work on a fresh machine.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… uses that server; empty uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded and generated images are kept (local storage driver). */
  MEDIA_DIR: z.string().default(''),
  /** Load the demo catalogue when the database has no artworks yet. */
  DEMO_CATALOGUE: bool.default(true),
  DEMO_SEED: z.coerce.number().int().default(1),
  PRODUCT_NAME: z.string().min(1).default('Vernissage'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SHARE_HOST: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().default('hello@vernissage.art'),
  SUPPORT_PHONE: z.string().min(3).default('+1 (312) 555-0142'),
  CONSULTATION_URL: z.string().url().default('https://calendly.com/vernissage/art-consultation'),
  ADMIN_EMAIL: z.string().email().default('admin@vernissage.local'),
  ADMIN_PASSWORD: z.string().min(8).default('vernissage-admin'),
  ADMIN_NAME: z.string().min(1).default('Vernissage Admin'),
  /** Hours an order holds its works before they return to sale unless confirmed. */
  HOLD_HOURS: z.coerce.number().positive().default(72),
  /** Where the built web app lives; served in production. */
  WEB_DIST: z.string().default(''),
});

export type Env = z.infer<typeof envSchema> & { MEDIA_DIR: string; SHARE_HOST: string; WEB_DIST: string };

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (as .env.example leaves them) means 'use the default'.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    MEDIA_DIR: env.MEDIA_DIR || path.join(env.DATA_DIR, 'media'),
    SHARE_HOST: env.SHARE_HOST ?? env.PUBLIC_URL,
    WEB_DIST: env.WEB_DIST || defaultWebDist(),
  };
}

function defaultWebDist(): string {
  return path.resolve(process.cwd(), 'apps/web/dist');
}
