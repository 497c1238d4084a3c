import { COMMERCE_MESSAGES as M, type HoldDecision, type HoldList, type SessionUser } from '@vernissage/core/schemas';
import { notFound, refusal } from '../../lib/errors.ts';
import { nowOf, type OrderDeps } from './deps.ts';
import { decideHold, expireHolds, listHolds as listHeldItems, orderItemExists, type HoldDecisionKind } from './holds-repository.ts';
import { holdEndedMail, type HoldEnding } from './mails.ts';
import { findOrderOwner, listOrders } from './orders-repository.ts';

/** Ends the holds past HOLD_HOURS; run on a timer and before anything lists or places holds. */
export async function sweepHolds(deps: OrderDeps, now = nowOf(deps)): Promise<number> {
  const expired = await expireHolds(deps.db, now);
  if (!expired.length) return 0;
  deps.log.info({ expired: expired.length }, 'holds expired');
  deps.catalogue.catalogueChanged({ kind: 'availability', ids: expired.map((item) => item.artworkId) });
  const byOrder = new Map<number, number[]>();
  for (const item of expired) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item.id]);
  for (const [orderId, itemIds] of byOrder) await tellBuyer(deps, orderId, itemIds, 'expired');
  return expired.length;
}

/** E-mails the buyer that holds of their order ended; a failure is logged, the decision stands. */
async function tellBuyer(deps: OrderDeps, orderId: number, itemIds: readonly number[], ending: HoldEnding): Promise<void> {
  try {
    const owner = await findOrderOwner(deps.db, orderId);
    const unsubscribeUrl = owner ? await deps.mailGate(owner, 'orderUpdates') : null;
    if (!unsubscribeUrl) return;
    const [order] = await listOrders(deps.db, { orderId });
    const lines = order?.items.filter((line) => itemIds.includes(line.id)) ?? [];
    if (order && lines.length) await deps.mail.send(holdEndedMail(deps.env, order, lines, ending, unsubscribeUrl));
  } catch (error) {
    deps.log.error({ err: error, orderId, ending }, 'could not queue the hold e-mail');
  }
}

export async function listHolds(deps: OrderDeps): Promise<HoldList> {
  await sweepHolds(deps);
  return { items: await listHeldItems(deps.db), holdHours: deps.env.HOLD_HOURS };
}

/** Confirm sale (the work becomes sold) or Release (available again), recorded with the admin. */
export async function decide(deps: OrderDeps, admin: SessionUser, itemId: number, decision: HoldDecisionKind): Promise<HoldDecision> {
  const now = nowOf(deps);
  await sweepHolds(deps, now);
  const result = await decideHold(deps.db, itemId, admin.id, decision, now);
  if (!result) {
    if (await orderItemExists(deps.db, itemId)) throw refusal('conflict', 'hold_closed', M.holdClosed);
    throw notFound(M.holdNotFound, 'hold_not_found');
  }
  deps.catalogue.catalogueChanged({ kind: 'availability', ids: [result.artworkId] });
  await tellBuyer(deps, result.orderId, [result.id], decision);
  return {
    message: decision === 'confirmed' ? M.saleConfirmed : M.holdReleased,
    id: result.id,
    status: result.status,
    decidedAt: result.decidedAt.toISOString(),
  };
}
