import { z } from 'zod';

/**
 * Build-time settings (Vite exposes VITE_* variables). Everything else the app needs at run
 * time comes from GET /api/config, so one build serves every deployment.
 */
const envSchema = z.object({
  /** Prefix for API calls; empty means same origin, which is how the server serves the app. */
  VITE_API_BASE: z.string().default(''),
  /** Shown until /api/config answers, and if it never does. */
  VITE_DEFAULT_PRODUCT: z.string().min(1).default('Vernissage'),
});

export const env = envSchema.parse({
  VITE_API_BASE: import.meta.env.VITE_API_BASE,
  VITE_DEFAULT_PRODUCT: import.meta.env.VITE_DEFAULT_PRODUCT,
});
