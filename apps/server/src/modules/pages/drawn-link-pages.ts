import { inviteTokenSchema, resetTokenQuerySchema, unsubscribeQuerySchema, type SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tryWithin } from '../../lib/limits.ts';
import { RESET_TOKEN_TRIES, resetTokenValid } from '../accounts/index.ts';
import { checkInvite, inviteLinkTries } from '../invites/index.ts';
import { settingsDeps, SETTINGS_TOKEN_TRIES, unsubscribeInfo } from '../settings/index.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import type { DrawBody, PageAnswers, Viewport } from './drawn-page.ts';
import { CHANGE_ROLE_PREFIX, CONFIRM_EMAIL, RESET_PASSWORD, UNSUBSCRIBE } from './service.ts';


/** The link's token in an address's query (`?token=…`), as the page reads it. */
const tokenIn = (query: string): string => new URLSearchParams(query).get('token') ?? '';

/** The token at the end of /change-role/{token}, as the router gives it to the page; null when it is none. */
function changeRoleToken(pathname: string): string | null {
  if (!pathname.startsWith(CHANGE_ROLE_PREFIX)) return null;
  const segment = pathname.slice(CHANGE_ROLE_PREFIX.length);
  if (!segment || segment.includes('/')) return null;
  try {
    const token = decodeURIComponent(segment);
    return inviteTokenSchema.safeParse(token).success ? token : null;
  } catch {
    return null;
  }
}

/**
 * The pages an e-mail's link opens, drawn on the server from the link's check as the API gives it
 * (decision records 053 and 057): a reset link's page, an invite's /change-role/{token}, a new
 * address's /confirm-email and /unsubscribe. Each is one person's link, checked when opened: drawn
 * for each visit and never kept, here or on the way. A check the API limits per address counts on
 * the same count when the page reads it, so drawing the page is one try, and the app, which takes
 * the answer over, asks no more; past the limit the page is left to the app, whose request is
 * answered 429 with the message. A member opening one gets it with their menu and cart, except the
 * reset page, which sends a member home (the app).
 */
export function linkPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const deps = settingsDeps(app);
  const unsubscribeTry = tryWithin(app, SETTINGS_TOKEN_TRIES);
  const resetTry = tryWithin(app, RESET_TOKEN_TRIES);
  const inviteTry = tryWithin(app, inviteLinkTries(app.env));

  /** The answers of the page at an address, or null when it is left to the app. */
  const answersFor = async (request: FastifyRequest, pathname: string, query: string): Promise<PageAnswers | null> => {
    if (pathname === RESET_PASSWORD) {
      const parsed = resetTokenQuerySchema.safeParse({ token: tokenIn(query) });
      if (!parsed.success || !(await resetTry(request))) return null;
      const { token } = parsed.data;
      return { resetToken: { token, check: { valid: await resetTokenValid({ auth: app.auth }, token) } } };
    }
    // Nothing is read: the button sends the link's token.
    if (pathname === CONFIRM_EMAIL) return {};
    if (pathname === UNSUBSCRIBE) {
      const parsed = unsubscribeQuerySchema.safeParse({ token: tokenIn(query) });
      if (!parsed.success || !(await unsubscribeTry(request))) return null;
      const { token } = parsed.data;
      return { unsubscribe: { token, info: await unsubscribeInfo(deps, token) } };
    }
    const token = changeRoleToken(pathname);
    if (token === null || !(await inviteTry(request))) return null;
    // Checked as the API checks it, trimmed; the page asks by the token as its address gives it.
    return { inviteCheck: { token, check: await checkInvite(app, token.trim()) } };
  };

  return {
    drawable: (pathname: string): boolean =>
      pathname === RESET_PASSWORD || pathname === CONFIRM_EMAIL || pathname === UNSUBSCRIBE || changeRoleToken(pathname) !== null,
    draw: async (request: FastifyRequest, pathname: string, query: string, viewport: Viewport, user: SessionUser | null): Promise<string | null> => {
      if (user && pathname === RESET_PASSWORD) return null;
      const answers = await answersFor(request, pathname, query);
      if (!answers) return null;
      const address = `${pathname}${query}`;
      return user ? drawMember(address, viewport, user, Promise.resolve(answers)) : draw(address, viewport, answers);
    },
  };
}
