import type { z } from 'zod';
import { COMMERCE_MESSAGES as M, unavailableMessage, type Order, type PlacedOrder, type placeOrderSchema, type SessionUser } from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import { isPgError, notFound, PG_UNIQUE_VIOLATION, refusal } from '../../lib/errors.ts';
import { queueMailsOrLog, type QueuedMail } from '../../plugins/mail.ts';
import { getCart } from '../cart/index.ts';
import { setSold } from './artwork-state.ts';
import { nowOf, type OrderDeps } from './deps.ts';
import { sweepHolds } from './hold-service.ts';
import { orderPlacedMail, orderPlacedTeamMail } from './mails.ts';
import { activelyOrdered, findOrderOwner, insertOrder, listOrders } from './orders-repository.ts';

type PlaceOrderBody = z.output<typeof placeOrderSchema>;

const HOUR_MS = 60 * 60 * 1000;
/** A work of the order is held or sold already: the page names it and reloads the cart. */
const gone = (title: string) => refusal('conflict', 'artwork_unavailable', unavailableMessage(title));

const isUniqueViolation = (error: unknown) => isPgError(error, PG_UNIQUE_VIOLATION);

/**
 * Queues the order-placed e-mails in the transaction that places the order (the buyer's settings
 * read there too). Logged, never failing the order: it stands, and the team also sees it on Hold Orders.
 */
function queueOrderMails(deps: OrderDeps, tx: Executor, order: Order, buyer: SessionUser): Promise<QueuedMail[]> {
  return queueMailsOrLog(
    deps,
    tx,
    async (savepoint) => {
      // Order updates are a kind the buyer may turn off (/settings); the team's copy always goes.
      const unsubscribeUrl = await deps.mailGate(buyer.id, 'orderUpdates', savepoint);
      return [...(unsubscribeUrl ? [orderPlacedMail(deps.env, order, unsubscribeUrl)] : []), orderPlacedTeamMail(deps.env, order, buyer)];
    },
    { orderId: order.id },
  );
}

/**
 * Places an order for every work in the buyer's cart. In one transaction each work goes from
 * available to on hold (sold = 2) for this buyer; if any is no longer available the whole order
 * fails with a 409 naming it and nothing is held. The holds last HOLD_HOURS unless confirmed.
 * The e-mails are stored in that transaction too (queueOrderMails) and sent after the commit.
 */
export async function placeOrder(deps: OrderDeps, buyer: SessionUser, contact: PlaceOrderBody): Promise<PlacedOrder> {
  await sweepHolds(deps);
  const cart = await getCart(deps.db, buyer.id);
  if (!cart.items.length) throw refusal('bad_request', 'cart_empty', M.cartEmpty);
  const unavailable = cart.items.find((line) => !line.available);
  if (unavailable) throw gone(unavailable.artwork.title);

  const now = nowOf(deps);
  const ids = cart.items.map((line) => line.artwork.id);
  let placed: { order: Order; mails: QueuedMail[] };
  try {
    placed = await deps.db.transaction(async (tx) => {
      const held = new Set(await setSold(tx, ids, 0, 2));
      const missed = cart.items.find((line) => !held.has(line.artwork.id));
      if (missed) throw gone(missed.artwork.title);
      const orderId = await insertOrder(tx, {
        userId: buyer.id,
        contact,
        lines: cart.items,
        subtotal: cart.subtotal,
        deliveryFee: cart.deliveryFee,
        total: cart.total,
        holdExpiresAt: new Date(now.getTime() + deps.env.HOLD_HOURS * HOUR_MS),
        now,
      });
      const [order] = await listOrders(tx, { orderId });
      if (!order) throw new Error(`order ${orderId} vanished right after it was written`);
      return { order, mails: await queueOrderMails(deps, tx, order, buyer) };
    });
  } catch (error) {
    // The unique index on active order items caught what the sold state did not.
    if (!isUniqueViolation(error)) throw error;
    const [title] = await activelyOrdered(deps.db, ids);
    throw gone(title ?? cart.items[0]!.artwork.title);
  }

  // The held works leave the galleries' queues and show their hold.
  await deps.catalogue.catalogueChanged({ kind: 'availability', ids });
  await deps.mail.deliver(placed.mails);
  return { message: M.orderPlaced, order: placed.order };
}

/** My Purchases: the buyer's orders, newest first, each line with its hold state. */
export async function myOrders(deps: OrderDeps, buyer: SessionUser): Promise<Order[]> {
  await sweepHolds(deps);
  return listOrders(deps.db, { userId: buyer.id });
}

/** One order, for its buyer or the admin; anyone else is told it does not exist. */
export async function orderFor(deps: OrderDeps, user: SessionUser, orderId: number): Promise<Order> {
  await sweepHolds(deps);
  const owner = await findOrderOwner(deps.db, orderId);
  if (!owner || (owner !== user.id && user.role !== 'admin')) throw notFound(M.orderNotFound, 'order_not_found');
  const [order] = await listOrders(deps.db, { orderId });
  if (!order) throw notFound(M.orderNotFound, 'order_not_found');
  return order;
}
