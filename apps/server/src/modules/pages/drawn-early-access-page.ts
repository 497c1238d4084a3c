import type { SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { earlyAccessStatusReader } from '../early-access/index.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { ViewportBodies, type DrawBody, type Viewport } from './drawn-page.ts';
import { EARLY_ACCESS } from './service.ts';

/**
 * /early-access drawn on the server for a browser that has not given the passcode (decision
 * record 054): the locked page (the open preview's title and the way to its passcode), or that no
 * preview is open, from GET /api/early-access's answer. The passcode's dialog opens once the app
 * has taken the page over. A visitor's body is kept per viewport while the open preview and its
 * title are the ones it was drawn from (read for each visit, so a change in any process shows at
 * once); a member's is drawn for them alone. A browser that gave the passcode sees the preview
 * itself, which the app draws.
 */
export function earlyAccessPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const statusOf = earlyAccessStatusReader(app);
  const kept = new ViewportBodies();
  return async (request: FastifyRequest, viewport: Viewport, user: SessionUser | null): Promise<string | null> => {
    const status = await statusOf(request);
    if (status.verified) return null;
    const answers = { earlyAccessStatus: status };
    if (user) return drawMember(EARLY_ACCESS, viewport, user, Promise.resolve(answers));
    return kept.get([status.active, status.title], viewport, () => draw(EARLY_ACCESS, viewport, answers));
  };
}
