import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemSchema, apiErrorSchema, artworkParamsSchema, cartMergeResultSchema, cartSchema, guestCartSchema, type CartItemInput } from '@vernissage/core/schemas';
import type { FastifyRequest } from 'fastify';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import { passedEarlyAccess } from '../early-access/index.ts';
import * as cart from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['cart'];

/**
 * The cart (spec/01 §3–4, §7): signed-in people's carts live here, one entry per work; a
 * visitor's lives in session storage, is priced by /api/cart/preview and joins the account at
 * sign-in through /api/cart/merge. Every route works on the caller's own cart only.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const passed = passedEarlyAccess(app);
  /**
   * Early prices only from a browser that gave that early access' passcode: any other claim is
   * dropped and the work is priced as its own (as a wrong price or a closed early access is).
   */
  const proven = async <T extends CartItemInput>(request: FastifyRequest, items: readonly T[]): Promise<T[]> => {
    if (!items.some((item) => item.earlyAccessId != null)) return [...items];
    const earlyAccessId = await passed(request);
    return items.map((item) => (item.earlyAccessId == null || item.earlyAccessId === earlyAccessId ? item : { ...item, earlyAccessId: null, discountedPrice: null }));
  };

  app.get(
    '/api/cart',
    { onRequest: requireUser, schema: { tags, summary: 'My cart, priced now (get-cart-details)', response: { 200: cartSchema, ...errors } } },
    async (request) => {
      return cart.getCart(app.db, signedInUser(request).id);
    },
  );

  app.post(
    '/api/cart/items',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Add a work to my cart, replacing its entry (create-cart)', body: addCartItemSchema, response: { 200: cartSchema, ...errors } },
    },
    async (request) => {
      const [item] = await proven(request, [request.body]);
      return cart.addToCart(app.db, signedInUser(request).id, item!);
    },
  );

  app.delete(
    '/api/cart/items/:artworkId',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Remove a work from my cart (remove-cart-item)', params: artworkParamsSchema, response: { 200: cartSchema, ...errors } },
    },
    async (request) => cart.removeFromCart(app.db, signedInUser(request).id, request.params.artworkId),
  );

  app.post(
    '/api/cart/merge',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Move the cart kept as a visitor into my cart (sold, held and already-added works are skipped)',
        body: guestCartSchema,
        response: { 200: cartMergeResultSchema, ...errors },
      },
    },
    async (request) => cart.mergeGuestCart(app.db, signedInUser(request).id, await proven(request, request.body.items)),
  );

  app.post(
    '/api/cart/preview',
    { schema: { tags, summary: "Price a visitor's session cart for /check-out", body: guestCartSchema, response: { 200: cartSchema, ...errors } } },
    async (request) => cart.previewCart(app.db, await proven(request, request.body.items)),
  );
};
