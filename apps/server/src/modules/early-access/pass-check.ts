import type { EarlyAccessStatusInfo } from '@vernissage/core/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPass, passKey } from './pass.ts';
import { activeEarlyAccess } from './service.ts';

/** The open early access (or null), and whether `request`'s browser gave its passcode. */
function passReader(app: FastifyInstance) {
  const key = passKey(app.auth.options.secret);
  return async (request: FastifyRequest) => {
    const active = await activeEarlyAccess(app.db);
    return { active, passed: active !== null && hasPass(request, key, active) };
  };
}

/**
 * For other modules (the cart): the id of the open early access whose passcode this browser has
 * given, or null. An early price counts only with this proof, so the discount cannot be had by
 * naming the early access without its passcode.
 */
export function passedEarlyAccess(app: FastifyInstance): (request: FastifyRequest) => Promise<number | null> {
  const read = passReader(app);
  return async (request) => {
    const { active, passed } = await read(request);
    return passed && active ? active.id : null;
  };
}

/**
 * GET /api/early-access's answer for `request`, and the page's (the server draws /early-access
 * locked from it): whether one is open, its title, and whether this browser gave its passcode.
 */
export function earlyAccessStatusReader(app: FastifyInstance): (request: FastifyRequest) => Promise<EarlyAccessStatusInfo> {
  const read = passReader(app);
  return async (request) => {
    const { active, passed } = await read(request);
    return { active: active !== null, title: active?.title ?? null, verified: passed };
  };
}
