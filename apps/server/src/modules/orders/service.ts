import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  COMMERCE_MESSAGES as M,
  splitSale,
  unavailableMessage,
  type HoldDecision,
  type HoldList,
  type Order,
  type PlacedOrder,
  type placeOrderSchema,
  type Sales,
  type SalesQuery,
  type SessionUser,
} from '@vernissage/core/schemas';
import { COMMISSION_RATE } from '@vernissage/core/constants';
import { AppError, notFound } from '../../lib/errors.ts';
import { getCart } from '../cart/service.ts';
import { catalogueChanged } from '../taste/catalogue.ts';
import { setSold } from './artwork-state.ts';
import { holdEndedMail, orderPlacedMail, orderPlacedTeamMail, type HoldEnding } from './mails.ts';
import {
  activelyOrdered,
  decideHold,
  expireHolds,
  findOrderOwner,
  insertOrder,
  listHolds as listHeldItems,
  listOrders,
  listSales,
  orderItemExists,
  type HoldDecisionKind,
} from './repository.ts';

type PlaceOrderBody = z.output<typeof placeOrderSchema>;

const HOUR_MS = 60 * 60 * 1000;
const cents = (value: number) => Math.round(value * 100) / 100;
const gone = (title: string) => new AppError('conflict', unavailableMessage(title));

/** Ends the holds past HOLD_HOURS; run on a timer and before anything lists or places holds. */
export async function sweepHolds(app: FastifyInstance, now = new Date()): Promise<number> {
  const expired = await expireHolds(app.db, now);
  if (!expired.length) return 0;
  app.log.info({ expired: expired.length }, 'holds expired');
  catalogueChanged(app);
  const byOrder = new Map<number, number[]>();
  for (const item of expired) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item.id]);
  for (const [orderId, itemIds] of byOrder) await tellBuyer(app, orderId, itemIds, 'expired');
  return expired.length;
}

/** E-mails the buyer that holds of their order ended; a failure is logged, the decision stands. */
async function tellBuyer(app: FastifyInstance, orderId: number, itemIds: readonly number[], ending: HoldEnding): Promise<void> {
  try {
    const [order] = await listOrders(app.db, { orderId });
    const lines = order?.items.filter((line) => itemIds.includes(line.id)) ?? [];
    if (order && lines.length) await app.mail.send(holdEndedMail(app.env, order, lines, ending));
  } catch (error) {
    app.log.error({ err: error, orderId, ending }, 'could not queue the hold e-mail');
  }
}

/** A PostgreSQL unique violation (23505), possibly wrapped by the driver or Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

async function notify(app: FastifyInstance, order: Order, buyer: SessionUser): Promise<void> {
  try {
    await app.mail.send(orderPlacedMail(app.env, order));
    await app.mail.send(orderPlacedTeamMail(app.env, order, buyer));
  } catch (error) {
    // The order stands; the team also sees it on Hold Orders.
    app.log.error({ err: error, orderId: order.id }, 'could not queue the order e-mails');
  }
}

/**
 * Places an order for every work in the buyer's cart. In one transaction each work goes from
 * available to on hold (sold = 2) for this buyer; if any is no longer available the whole order
 * fails with a 409 naming it and nothing is held. The holds last HOLD_HOURS unless confirmed.
 */
export async function placeOrder(app: FastifyInstance, buyer: SessionUser, contact: PlaceOrderBody): Promise<PlacedOrder> {
  await sweepHolds(app);
  const cart = await getCart(app.db, buyer.id);
  if (!cart.items.length) throw new AppError('bad_request', M.cartEmpty);
  const unavailable = cart.items.find((line) => !line.available);
  if (unavailable) throw gone(unavailable.artwork.title);

  const now = new Date();
  const ids = cart.items.map((line) => line.artwork.id);
  let orderId: number;
  try {
    orderId = await app.db.transaction(async (tx) => {
      const held = new Set(await setSold(tx, ids, 0, 2));
      const missed = cart.items.find((line) => !held.has(line.artwork.id));
      if (missed) throw gone(missed.artwork.title);
      return insertOrder(tx, {
        userId: buyer.id,
        contact,
        lines: cart.items,
        subtotal: cart.subtotal,
        deliveryFee: cart.deliveryFee,
        total: cart.total,
        holdExpiresAt: new Date(now.getTime() + app.env.HOLD_HOURS * HOUR_MS),
        now,
      });
    });
  } catch (error) {
    // The unique index on active order items caught what the sold state did not.
    if (!isUniqueViolation(error)) throw error;
    const [title] = await activelyOrdered(app.db, ids);
    throw gone(title ?? cart.items[0]!.artwork.title);
  }

  // The held works leave the galleries' queues and show their hold.
  catalogueChanged(app);
  const [order] = await listOrders(app.db, { orderId });
  if (!order) throw new Error(`order ${orderId} vanished right after it was placed`);
  await notify(app, order, buyer);
  return { message: M.orderPlaced, order };
}

/** My Purchases: the buyer's orders, newest first, each line with its hold state. */
export async function myOrders(app: FastifyInstance, buyer: SessionUser): Promise<Order[]> {
  await sweepHolds(app);
  return listOrders(app.db, { userId: buyer.id });
}

/** One order, for its buyer or the admin; anyone else is told it does not exist. */
export async function orderFor(app: FastifyInstance, user: SessionUser, orderId: number): Promise<Order> {
  await sweepHolds(app);
  const owner = await findOrderOwner(app.db, orderId);
  if (!owner || (owner !== user.id && user.role !== 'admin')) throw notFound(M.orderNotFound);
  const [order] = await listOrders(app.db, { orderId });
  if (!order) throw notFound(M.orderNotFound);
  return order;
}

export async function listHolds(app: FastifyInstance): Promise<HoldList> {
  await sweepHolds(app);
  return { items: await listHeldItems(app.db), holdHours: app.env.HOLD_HOURS };
}

/** Confirm sale (the work becomes sold) or Release (available again), recorded with the admin. */
export async function decide(app: FastifyInstance, admin: SessionUser, itemId: number, decision: HoldDecisionKind): Promise<HoldDecision> {
  const now = new Date();
  await sweepHolds(app, now);
  const result = await decideHold(app.db, itemId, admin.id, decision, now);
  if (!result) {
    if (await orderItemExists(app.db, itemId)) throw new AppError('conflict', M.holdClosed);
    throw notFound(M.holdNotFound);
  }
  catalogueChanged(app);
  await tellBuyer(app, result.orderId, [result.id], decision);
  return {
    message: decision === 'confirmed' ? M.saleConfirmed : M.holdReleased,
    id: result.id,
    status: result.status,
    decidedAt: result.decidedAt.toISOString(),
  };
}

/** Artwork Sales: completed sales with the product's commission and the artist's share. */
export async function sales(app: FastifyInstance, query: SalesQuery): Promise<Sales> {
  const rows = await listSales(app.db, {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  });
  const items = rows.map((row) => ({ ...row, ...splitSale(row.amount), soldAt: row.soldAt.toISOString() }));
  const sum = (pick: (item: (typeof items)[number]) => number) => cents(items.reduce((total, item) => total + pick(item), 0));
  return {
    items,
    totals: { count: items.length, amount: sum((item) => item.amount), commission: sum((item) => item.commission), artistShare: sum((item) => item.artistShare) },
    commissionRate: COMMISSION_RATE,
  };
}
