import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemSchema, apiErrorSchema, artworkParamsSchema, cartMergeResultSchema, cartSchema, guestCartSchema } from '@vernissage/core/schemas';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import * as cart from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['cart'];

/**
 * The cart (spec/01 §3–4, §7): signed-in people's carts live here, one entry per work; a
 * visitor's lives in session storage, is priced by /api/cart/preview and joins the account at
 * sign-in through /api/cart/merge. Every route works on the caller's own cart only.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    { onRequest: requireUser, schema: { tags, summary: 'My cart, priced now (get-cart-details)', response: { 200: cartSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cart.getCart(app.db, signedInUser(request).id);
    },
  );

  app.post(
    '/api/cart/items',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Add a work to my cart, replacing its entry (create-cart)', body: addCartItemSchema, response: { 200: cartSchema, ...errors } },
    },
    async (request) => cart.addToCart(app.db, signedInUser(request).id, request.body),
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
    async (request) => cart.mergeGuestCart(app.db, signedInUser(request).id, request.body.items),
  );

  app.post(
    '/api/cart/preview',
    { schema: { tags, summary: "Price a visitor's session cart for /check-out", body: guestCartSchema, response: { 200: cartSchema, ...errors } } },
    async (request) => cart.previewCart(app.db, request.body.items),
  );
};
