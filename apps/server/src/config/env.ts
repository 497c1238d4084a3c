import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

/** An S3 bucket name (the rules every S3-compatible server accepts). */
const S3_BUCKET_NAME = /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The settings that switch on a development or test aid; each is off unless set, and never in production. */
export const DEVELOPMENT_AIDS = ['DEV_MAILBOX', 'TEST_ROUTES'] as const;

/**
 * Every setting the server reads, parsed once at start. A bad value stops the server with a
 * message naming each bad variable. Defaults make `npm start` work on a fresh machine, and are
 * the safe ones: a server started with no settings behaves as production, and each aid that
 * would publish secrets or let anyone change data is off until its own setting turns it on.
 */
const envSchema = z
  .object({
    /** production unless told: `npm run dev` sets development (pretty logs, the Vite origin), the tests test. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** The development mailbox (/dev/mailbox, /api/dev/mailbox): every e-mail readable, codes and reset links included. */
    DEV_MAILBOX: bool.default(false),
    /** /api/test/*: lets browser journeys set up state without signing in. For test runs only. */
    TEST_ROUTES: bool.default(false),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, logs). */
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** postgres://… uses that server; empty uses embedded PGlite under DATA_DIR. */
    DATABASE_URL: z.string().default(''),
    DATA_DIR: z.string().default('./data'),
    /** Where uploaded and generated images are kept with STORAGE=local. */
    MEDIA_DIR: z.string().default(''),
    /** local: images in MEDIA_DIR; s3: in an S3-compatible bucket (several processes share it). */
    STORAGE: z.enum(['local', 's3']).default('local'),
    // An empty value never reaches the S3_* rules (loadEnv treats it as unset): the '' defaults stand.
    /** The S3 API's address (MinIO, R2, Ceph…); empty: AWS's own endpoint for S3_REGION. */
    S3_ENDPOINT: z.string().url().refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://').default(''),
    S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1').default('us-east-1'),
    /** Required with STORAGE=s3; created at start when it does not exist. */
    S3_BUCKET: z.string().regex(S3_BUCKET_NAME, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit').default(''),
    S3_ACCESS_KEY_ID: z.string().default(''),
    S3_SECRET_ACCESS_KEY: z.string().default(''),
    /** true: bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want; false: bucket.host. */
    S3_FORCE_PATH_STYLE: bool.default(false),
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
    /**
     * New ratings after which the crowd profile is folded again, besides every five minutes (a
     * tenth of the ratings it was folded from, if more; 0: only every five minutes).
     */
    CROWD_REFOLD_RATINGS: z.coerce.number().int().min(0).max(1_000_000).default(20),
    /** Hours an order holds its works before they return to sale unless confirmed. */
    HOLD_HOURS: z.coerce.number().positive().default(72),
    /** Where the built web app lives; served in production. */
    WEB_DIST: z.string().default(''),
    /** SMTP server for real delivery; empty keeps every message in the outbox only (dev mailbox). */
    SMTP_HOST: z.string().default(''),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().default(''),
    SMTP_PASSWORD: z.string().default(''),
    /** Sender; empty means "PRODUCT_NAME" <no-reply@vernissage.local>. */
    MAIL_FROM: z.string().default(''),
    /** Signs captcha challenges; empty makes a random key at start (challenges die on restart, one process only). */
    ALTCHA_HMAC_KEY: z.string().default(''),
    /** Upper bound of the proof-of-work counter: the work a browser does per captcha. */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
    CAPTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Signs session cookies (at least 32 characters); empty: one kept in DATA_DIR (embedded database) or a random one per start. */
    AUTH_SECRET: z.string().refine((value) => value === '' || value.length >= 32, 'must be at least 32 characters').default(''),
    /** More origins allowed to send writes (comma-separated), besides PUBLIC_URL's; development adds the Vite dev server. */
    TRUSTED_ORIGINS: z.string().default(''),
    /** Sign-in attempts per minute from one address. */
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** One-time codes and reset links per e-mail address per 10 minutes. */
    MAIL_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(3),
    /** One-time codes and reset links requested from one address per 10 minutes. */
    MAIL_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
    /** Invites an artist or merchant may send in all (the admin has no limit). */
    INVITE_LIMIT: z.coerce.number().int().min(0).default(3),
  })
  .superRefine((env, context) => {
    // Refused at start rather than found later: neither aid may reach a production server.
    for (const aid of DEVELOPMENT_AIDS) {
      if (env[aid] && env.NODE_ENV === 'production') {
        context.addIssue({ code: 'custom', path: [aid], message: 'must not be true in production (NODE_ENV is production unless set to development or test)' });
      }
    }
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name] === '') context.addIssue({ code: 'custom', path: [name], message: 'is required with STORAGE=s3' });
      }
    }
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

/**
 * Whether the product is served over https, by PUBLIC_URL's scheme: the pass cookie's Secure flag,
 * Strict-Transport-Security and the CSP's upgrade-insecure-requests follow it (over plain http
 * each would mean nothing or break every asset).
 */
export function servedOverHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

function defaultWebDist(): string {
  return path.resolve(process.cwd(), 'apps/web/dist');
}
