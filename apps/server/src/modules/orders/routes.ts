import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminOrdersQuerySchema,
  apiErrorSchema,
  holdDecisionSchema,
  holdListSchema,
  holdParamsSchema,
  idParamsSchema,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
  placeOrderSchema,
  salesQuerySchema,
  salesSchema,
} from '@vernissage/core/schemas';
import { runEvery } from '../../lib/periodic.ts';
import { requireRole, requireUser, signedInUser } from '../../plugins/auth.ts';
import { adminOrder, adminOrders } from './admin-orders-service.ts';
import { orderDeps } from './deps.ts';
import { decide, listHolds, sweepHolds } from './hold-service.ts';
import { myOrders, orderFor, placeOrder } from './order-service.ts';
import { sales } from './sales-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const ADMIN = requireRole('admin');
/** How often the server ends holds past HOLD_HOURS (listing and placing also do it first). */
export const HOLD_SWEEP_MS = 5 * 60 * 1000;

/**
 * Orders and holds (DESIGN.md 'Checkout and unique works'): buyers place orders from their cart
 * and see them on My Purchases; the admin confirms or releases holds and reads the sales.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = orderDeps(app);
  const tags = ['orders'];

  app.post(
    '/api/orders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Place an order for every work in my cart: each is put on hold for me, or none is (409 naming the work)',
        body: placeOrderSchema,
        response: { 201: placedOrderSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await placeOrder(deps, signedInUser(request), request.body)),
  );

  app.get(
    '/api/orders/mine',
    { onRequest: requireUser, schema: { tags, summary: 'My orders, newest first, with the state of each hold', response: { 200: orderListSchema, ...errors } } },
    async (request) => {
      return { items: await myOrders(deps, signedInUser(request)) };
    },
  );

  app.get(
    '/api/orders/:id',
    { onRequest: requireUser, schema: { tags, summary: 'One of my orders (the admin may read any)', params: idParamsSchema, response: { 200: orderSchema, ...errors } } },
    async (request) => {
      return orderFor(deps, signedInUser(request), request.params.id);
    },
  );

  const adminTags = ['admin: orders'];

  app.get(
    '/api/admin/holds',
    { onRequest: ADMIN, schema: { tags: adminTags, summary: 'Works on hold, soonest to expire first', response: { 200: holdListSchema, ...errors } } },
    async () => {
      return listHolds(deps);
    },
  );

  app.post(
    '/api/admin/holds/:id/confirm',
    { onRequest: ADMIN, schema: { tags: adminTags, summary: 'Confirm the sale: the work becomes sold', params: holdParamsSchema, response: { 200: holdDecisionSchema, ...errors } } },
    async (request) => decide(deps, signedInUser(request), request.params.id, 'confirmed'),
  );

  app.post(
    '/api/admin/holds/:id/release',
    { onRequest: ADMIN, schema: { tags: adminTags, summary: 'Release the hold: the work is available again', params: holdParamsSchema, response: { 200: holdDecisionSchema, ...errors } } },
    async (request) => decide(deps, signedInUser(request), request.params.id, 'released'),
  );

  app.get(
    '/api/admin/sales',
    {
      onRequest: ADMIN,
      schema: { tags: adminTags, summary: "Completed sales with the commission and the artist's share", querystring: salesQuerySchema, response: { 200: salesSchema, ...errors } },
    },
    async (request) => {
      return sales(deps, request.query);
    },
  );

  app.get(
    '/api/admin/orders',
    {
      onRequest: ADMIN,
      schema: {
        tags: adminTags,
        summary: 'Every order in every state, newest first: searched, filtered by state and date, 20 to a page',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => {
      return adminOrders(deps, request.query);
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      onRequest: ADMIN,
      schema: { tags: adminTags, summary: 'One order with its history: holds placed and decided, by whom, and the e-mails sent', params: idParamsSchema, response: { 200: adminOrderDetailSchema, ...errors } },
    },
    async (request) => {
      return adminOrder(deps, request.params.id);
    },
  );

  runEvery(app, HOLD_SWEEP_MS, 'hold sweep', () => sweepHolds(deps));
};
