/**
 * Build-time settings (Vite exposes VITE_* variables). Everything else the app needs at run
 * time comes from GET /api/config, so one build serves every deployment.
 */
const setting = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

// Read without zod: this module is on every page, and a visitor's first page loads no zod.
export const env = {
  /** Prefix for API calls; empty means same origin, which is how the server serves the app. */
  VITE_API_BASE: setting(import.meta.env.VITE_API_BASE) ?? '',
  /** Shown until /api/config answers, and if it never does. */
  VITE_DEFAULT_PRODUCT: setting(import.meta.env.VITE_DEFAULT_PRODUCT) ?? 'Vernissage',
} as const;
