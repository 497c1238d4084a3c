import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, captchaChallengeSchema } from '@vernissage/core/schemas';

export const CHALLENGE_WINDOW_MS = 60_000;
/** Per IP: enough for a person reloading forms, too few to stockpile challenges. */
export const CHALLENGE_RATE_LIMIT = { max: 60, timeWindow: CHALLENGE_WINDOW_MS };

/** The challenge the altcha widget fetches before solving (its `challenge` attribute points here). */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/captcha/challenge',
    {
      config: { rateLimit: CHALLENGE_RATE_LIMIT },
      schema: {
        tags: ['captcha'],
        summary: 'A signed ALTCHA proof-of-work challenge for the captcha widget',
        response: { 200: captchaChallengeSchema, 429: apiErrorSchema },
      },
    },
    async () => {
      // Each challenge is single-use: a cached one would be a replay.
      return app.captcha.challenge();
    },
  );
};
