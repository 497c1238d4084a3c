import { createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CAPTCHA_INVALID_MESSAGE, type CaptchaChallenge } from '@vernissage/core/schemas';
import type { Env } from '../config/env.ts';
import { AppError } from '../lib/errors.ts';
import { databaseUsedChallengeStore, memoryUsedChallengeStore, type UsedChallengeStore } from './captcha-store.ts';

/**
 * ALTCHA proof-of-work, protocol v2 (altcha-lib's default; the altcha widget 3 solves it).
 * Deterministic mode: the server picks the counter, so the browser's work is bounded by
 * CAPTCHA_MAX_NUMBER hashes, and checking a solution is one HMAC (cheap to verify, costly to fake).
 */
const ALGORITHM = 'SHA-256';
const COST = 1;
/** A payload is ~1 KB; anything far larger is not from the widget. */
const MAX_PAYLOAD_LENGTH = 4096;

export interface Captcha {
  /** A fresh signed challenge for the widget. */
  challenge(): Promise<CaptchaChallenge>;
  /** True once for a valid, unexpired, solved challenge; false for anything else, replays included. */
  verify(payload: string | undefined): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

const payloadSchema = z.object({
  // Loose: the signature covers every parameter, so nothing may be dropped before checking it.
  challenge: z.looseObject({
    parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string() }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

function decodePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface CaptchaOptions {
  env: Pick<Env, 'ALTCHA_HMAC_KEY' | 'CAPTCHA_MAX_NUMBER' | 'CAPTCHA_EXPIRES_SECONDS' | 'NODE_ENV'>;
  log: FastifyBaseLogger;
  store?: UsedChallengeStore;
}

export function createCaptcha({ env, log, store = memoryUsedChallengeStore() }: CaptchaOptions): Captcha {
  let secret = env.ALTCHA_HMAC_KEY;
  if (!secret) {
    secret = randomBytes(32).toString('hex');
    // Fine for one dev process; in production a restart voids open challenges and processes disagree.
    if (env.NODE_ENV === 'production') log.warn('ALTCHA_HMAC_KEY is not set: captcha challenges are signed with a random key made at start');
  }
  // A second secret signs the expected key, so verifying is an HMAC instead of re-deriving.
  const keySecret = createHmac('sha256', secret).update('altcha-key-signature').digest('hex');
  const max = env.CAPTCHA_MAX_NUMBER;

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(max, Math.ceil(max / 2)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + env.CAPTCHA_EXPIRES_SECONDS,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
      return challenge as CaptchaChallenge;
    },

    async verify(payload) {
      if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return false;
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const challenge = decoded.challenge as unknown as Challenge;
      try {
        const result = await verifySolution({ challenge, solution: decoded.solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
        if (!result.verified) return false;
      } catch (error) {
        // Malformed but signed-looking input; a failed check, not a server error.
        log.debug({ err: error }, 'captcha payload could not be verified');
        return false;
      }
      const expiresAt = (challenge.parameters.expiresAt ?? Date.now() / 1000 + env.CAPTCHA_EXPIRES_SECONDS) * 1000;
      return store.claim(decoded.challenge.signature, expiresAt);
    },
  };
}

/**
 * Throws the spec's captcha error (400, field `captcha`) unless the payload verifies. The
 * question form words it differently from sign-in, hence the message.
 */
export async function requireCaptcha(app: Pick<FastifyInstance, 'captcha'>, payload: string | undefined, message: string = CAPTCHA_INVALID_MESSAGE): Promise<void> {
  if (!(await app.captcha.verify(payload))) throw new AppError('bad_request', message, { captcha: message }, 'captcha_failed');
}

/**
 * app.captcha. Used challenges are kept in the database on a PostgreSQL server (shared by every
 * process), in memory on the embedded database (one process); pass `store` to choose another.
 */
export const captchaPlugin = fp<{ store?: UsedChallengeStore }>(
  async (app, options) => {
    const store = options.store ?? (app.dbDriver === 'postgres' ? databaseUsedChallengeStore(app.db) : memoryUsedChallengeStore());
    app.decorate('captcha', createCaptcha({ env: app.env, log: app.log, store }));
  },
  { name: 'captcha' },
);
