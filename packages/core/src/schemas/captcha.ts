import { z } from 'zod';

/** The spec's wording for a failed captcha on sign-in, sign-up and the question/offer form. */
export const CAPTCHA_INVALID_MESSAGE = 'Recaptcha invalid please try again';

/** The ALTCHA widget's form field name; its value is the base64 payload the widget submits. */
export const CAPTCHA_FIELD = 'altcha';

/** The base64 payload a form carries; its content is checked by the server, not by the schema. */
export const captchaPayloadSchema = z.string({ error: CAPTCHA_INVALID_MESSAGE }).min(1, CAPTCHA_INVALID_MESSAGE).max(4096, CAPTCHA_INVALID_MESSAGE);

/**
 * An ALTCHA proof-of-work challenge (protocol v2, what altcha-lib 2 and the altcha widget 3
 * speak): signed parameters the widget brute-forces until the derived key matches keyPrefix.
 */
export const captchaChallengeSchema = z.object({
  // Loose: the signature covers every parameter, so one this schema does not know must pass through.
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().int().optional(),
    parallelism: z.number().int().optional(),
    /** Unix seconds. */
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
