import { COMMERCE_MESSAGES as M, type HoldDecision, type HoldList, type SessionUser } from '@vernissage/core/schemas';
import type { Executor } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/errors.ts';
import { queueMailsOrLog, type MailMessageInput, type QueuedMail } from '../../plugins/mail.ts';
import { nowOf, type OrderDeps } from './deps.ts';
import { decideHold, expireHolds, listHolds as listHeldItems, orderItemExists, type HoldDecisionKind } from './holds-repository.ts';
import { holdEndedMail, type HoldEnding } from './mails.ts';
import { findOrderOwner, listOrders } from './orders-repository.ts';

/** Ends the holds past HOLD_HOURS; run on a timer and before anything lists or places holds. */
export async function sweepHolds(deps: OrderDeps, now = nowOf(deps)): Promise<number> {
  const { expired, then: queued } = await expireHolds(deps.db, now, async (tx, ended) => {
    const byOrder = new Map<number, number[]>();
    for (const item of ended) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item.id]);
    const mails: QueuedMail[] = [];
    for (const [orderId, itemIds] of byOrder) mails.push(...(await queueBuyerMail(deps, tx, orderId, itemIds, 'expired')));
    return mails;
  });
  if (!expired.length) return 0;
  deps.log.info({ expired: expired.length }, 'holds expired');
  await deps.catalogue.catalogueChanged({ kind: 'availability', ids: expired.map((item) => item.artworkId) });
  await deps.mail.deliver(queued ?? []);
  return expired.length;
}

/**
 * Puts the e-mail that tells the buyer holds of their order ended into the outbox, in the
 * transaction that ends them (read there too: the order's lines as they now are, and the buyer's
 * settings), so a process that stops after the commit cannot lose it. In a savepoint of its own
 * (queueMailsOrLog): an e-mail that cannot be written is logged and the decision stands, as the
 * admin made it (and a sweep is never held up by one order's e-mail). None when the buyer turned
 * order e-mails off or has no account.
 */
function queueBuyerMail(deps: OrderDeps, tx: Executor, orderId: number, itemIds: readonly number[], ending: HoldEnding): Promise<QueuedMail[]> {
  return queueMailsOrLog(deps, tx, (savepoint) => buyerMail(deps, savepoint, orderId, itemIds, ending), { orderId, ending });
}

async function buyerMail(deps: OrderDeps, tx: Executor, orderId: number, itemIds: readonly number[], ending: HoldEnding): Promise<MailMessageInput[]> {
  const owner = await findOrderOwner(tx, orderId);
  const unsubscribeUrl = owner ? await deps.mailGate(owner, 'orderUpdates', tx) : null;
  if (!unsubscribeUrl) return [];
  const [order] = await listOrders(tx, { orderId });
  const lines = order?.items.filter((line) => itemIds.includes(line.id)) ?? [];
  return order && lines.length ? [holdEndedMail(deps.env, order, lines, ending, unsubscribeUrl)] : [];
}

export async function listHolds(deps: OrderDeps): Promise<HoldList> {
  await sweepHolds(deps);
  return { items: await listHeldItems(deps.db), holdHours: deps.env.HOLD_HOURS };
}

/** Confirm sale (the work becomes sold) or Release (available again), recorded with the admin. */
export async function decide(deps: OrderDeps, admin: SessionUser, itemId: number, decision: HoldDecisionKind): Promise<HoldDecision> {
  const now = nowOf(deps);
  await sweepHolds(deps, now);
  const result = await decideHold(deps.db, itemId, admin.id, decision, now, (tx, item) => queueBuyerMail(deps, tx, item.orderId, [item.id], decision));
  if (!result) {
    if (await orderItemExists(deps.db, itemId)) throw refusal('conflict', 'hold_closed', M.holdClosed);
    throw notFound(M.holdNotFound, 'hold_not_found');
  }
  await deps.catalogue.catalogueChanged({ kind: 'availability', ids: [result.artworkId] });
  await deps.mail.deliver(result.then);
  return {
    message: decision === 'confirmed' ? M.saleConfirmed : M.holdReleased,
    id: result.id,
    status: result.status,
    decidedAt: result.decidedAt.toISOString(),
  };
}
