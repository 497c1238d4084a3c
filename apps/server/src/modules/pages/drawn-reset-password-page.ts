import { resetTokenQuerySchema } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { resetTokenValid } from '../accounts/index.ts';
import type { DrawBody, Viewport } from './drawn-page.ts';

export const RESET_PASSWORD = '/reset-password';

/**
 * /reset-password?token=…, the page a reset e-mail links to, drawn on the server for a visitor
 * from the link's check as GET /api/accounts/password/reset gives it: the new-password form, or
 * the expired link's way back (decision record 053). Drawn for each visit and never kept: it is
 * one person's link, checked when opened. A member is sent home by the app.
 */
export function resetPasswordPageDrawer(app: FastifyInstance, draw: DrawBody) {
  return async (query: string, viewport: Viewport): Promise<string | null> => {
    const parsed = resetTokenQuerySchema.safeParse({ token: new URLSearchParams(query).get('token') ?? undefined });
    if (!parsed.success) return null;
    const { token } = parsed.data;
    const valid = await resetTokenValid({ auth: app.auth }, token);
    const address = token ? `${RESET_PASSWORD}?token=${encodeURIComponent(token)}` : RESET_PASSWORD;
    return draw(address, viewport, { resetToken: { token, check: { valid } } });
  };
}
