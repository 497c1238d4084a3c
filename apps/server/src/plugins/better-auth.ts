import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins';
import { OTP_LENGTH, PASSWORD_MIN } from '@vernissage/core/constants';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import type { Mailer, MailMessageInput } from './mail.ts';

export const COOKIE_PREFIX = 'vernissage';
export const PASSWORD_MAX = 128;
export const OTP_ALLOWED_ATTEMPTS = 3;
const SESSION_DAYS = 30;

/** The account e-mails Better Auth sends; their wording belongs to the accounts module. */
export interface AuthMails {
  /** How long a one-time code and a reset link stay valid. */
  otpExpiresMinutes: number;
  resetExpiresMinutes: number;
  otp(env: Env, to: string, code: string): MailMessageInput;
  reset(env: Env, to: string, token: string): MailMessageInput;
}

export interface AuthDependencies {
  db: Database;
  env: Env;
  mail: Mailer;
  mails: AuthMails;
  log: FastifyBaseLogger;
  secret: string;
}

/**
 * Better Auth does the mechanics (password hashing through our argon2id, sessions and their
 * signed cookie, reset tokens, one-time codes with attempts) on our tables. Its HTTP handler is
 * never mounted: our routes validate, check captchas and rate limits, then call auth.api.*.
 */
export function createAuth({ db, env, mail, mails, log, secret }: AuthDependencies) {
  return betterAuth({
    appName: env.PRODUCT_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [new URL(env.PUBLIC_URL).origin],
    database: drizzleAdapter(db, { provider: 'pg', schema: { users, sessions, accounts, verifications }, usePlural: true, transaction: true }),
    telemetry: { enabled: false },
    // Limits are on our routes (per IP and per e-mail); Better Auth's only guard its own handler.
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const target = level === 'error' ? log.error.bind(log) : level === 'warn' ? log.warn.bind(log) : log.debug.bind(log);
        target({ args }, `auth: ${message}`);
      },
    },
    user: {
      additionalFields: {
        // input: false — nobody chooses their own role or country by sending a field.
        role: { type: 'string', required: false, input: false, defaultValue: 'collector' },
        country: { type: 'string', required: false, input: false, defaultValue: 'usa' },
        phone: { type: 'string', required: false },
        city: { type: 'string', required: false },
        bio: { type: 'string', required: false },
        hearAboutUs: { type: 'string', required: false },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      resetPasswordTokenExpiresIn: mails.resetExpiresMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mail.send(mails.reset(env, user.email, token));
      },
    },
    // Reset tokens and code identifiers are kept as SHA-256 digests, never as given out.
    verification: { storeIdentifier: 'hashed' },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: mails.otpExpiresMinutes * 60,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        storeOTP: 'hashed',
        // Codes sign existing accounts in; they never create one (sign-up has its own form).
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp }) => {
          await mail.send(mails.otp(env, email, otp));
        },
      }),
    ],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
