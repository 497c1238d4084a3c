import { cartSchema, sessionSchema, type SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { getCart } from '../cart/index.ts';
import { asSent, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';

/** Draws a member's page from its own answers: theirs alone (drawMemberPage). */
export type DrawMemberPage = (pathname: string, viewport: Viewport, user: SessionUser, answers: Promise<PageAnswers>) => Promise<string | null>;

/**
 * A member's page drawn on the server (decision record 048): the page's own answers, their cart
 * for the top bar's count and the cards' cart buttons, and their session for the menu. The page is
 * theirs alone: drawn for each request, never kept.
 */
export function memberPageDrawer(app: FastifyInstance, draw: DrawBody): DrawMemberPage {
  const serializeCart = serializerFor(cartSchema);
  const serializeSession = serializerFor(sessionSchema);
  return async (pathname, viewport, user, answers) => {
    const [own, cart] = await Promise.all([answers, getCart(app.db, user.id)]);
    return draw(pathname, viewport, { ...own, cart: asSent(serializeCart, cart) }, asSent(serializeSession, { user }));
  };
}
