import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrder, type AdminOrderList, type AdminOrdersQuery, type OrderHistoryEntry } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { artworks, holdEvents, mailOutbox, orderItems, orders, users } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { linesOf, orderOf } from './orders-repository.ts';
import { buyers } from './order-rows.ts';

/** The e-mails an order sends: to the buyer when placed and when a hold ends, and to the team. */
const ORDER_MAIL_TEMPLATES = ['order-placed', 'order-placed-team', 'hold-confirmed', 'hold-released', 'hold-expired'];

function matching(query: AdminOrdersQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.state) {
    where.push(sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.status} = ${query.state})`);
  }
  if (query.from) where.push(gte(orders.createdAt, new Date(query.from)));
  if (query.to) where.push(lte(orders.createdAt, new Date(query.to)));
  const words = query.search?.trim();
  if (words) {
    const like = likePattern(words);
    const number = /^#?(\d{1,9})$/.exec(words)?.[1];
    where.push(
      or(
        number ? eq(orders.id, Number(number)) : undefined,
        ilike(orders.contactName, like),
        ilike(orders.contactEmail, like),
        ilike(buyers.name, like),
        ilike(buyers.email, like),
        sql`exists (select 1 from ${orderItems} join ${artworks} on ${artworks.id} = ${orderItems.artworkId} where ${orderItems.orderId} = ${orders.id} and (${orderItems.title} ilike ${like} or ${artworks.workTitle} ilike ${like}))`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

function buyerOf(row: { buyerId: string | null; buyerName: string | null; buyerEmail: string | null }) {
  return row.buyerId ? { id: row.buyerId, name: row.buyerName ?? '', email: row.buyerEmail ?? '' } : null;
}

const orderWithBuyer = { order: orders, buyerId: buyers.id, buyerName: buyers.name, buyerEmail: buyers.email };

/** One page of every order, newest first, with the buyer and the lines. */
export async function listAdminOrders(db: Database, query: AdminOrdersQuery & { page: number }): Promise<AdminOrderList> {
  const where = matching(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(orderWithBuyer)
      .from(orders)
      .leftJoin(buyers, eq(orders.userId, buyers.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    db.select({ total: count() }).from(orders).leftJoin(buyers, eq(orders.userId, buyers.id)).where(where),
  ]);
  const lines = await linesOf(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    items: rows.map((row) => ({ ...orderOf(row.order, lines.get(row.order.id) ?? []), buyer: buyerOf(row) })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

export async function findAdminOrder(db: Database, id: number): Promise<AdminOrder | null> {
  const [row] = await db.select(orderWithBuyer).from(orders).leftJoin(buyers, eq(orders.userId, buyers.id)).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const lines = await linesOf(db, [id]);
  return { ...orderOf(row.order, lines.get(id) ?? []), buyer: buyerOf(row) };
}

/**
 * What happened to an order, oldest first: each hold placed, confirmed, released or expired (by
 * whom), and each e-mail about it (to the buyer and the team; every one names the order number).
 */
export async function orderHistory(db: Database, order: AdminOrder, teamEmail: string): Promise<OrderHistoryEntry[]> {
  const id = order.id;
  const placedAt = new Date(order.createdAt);
  const contactEmail = order.contact.email;
  const [events, mails] = await Promise.all([
    db
      .select({ at: holdEvents.createdAt, action: holdEvents.action, actor: users.name, title: orderItems.title })
      .from(holdEvents)
      .innerJoin(orderItems, eq(holdEvents.orderItemId, orderItems.id))
      .leftJoin(users, eq(holdEvents.actorId, users.id))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(holdEvents.createdAt), asc(holdEvents.id)),
    db
      .select({ at: mailOutbox.createdAt, to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.toAddress, [...new Set([contactEmail, teamEmail])]),
          gte(mailOutbox.createdAt, new Date(placedAt.getTime() - 1000)),
          inArray(mailOutbox.template, ORDER_MAIL_TEMPLATES),
          ilike(mailOutbox.textBody, likePattern(`#${id}`)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(200),
  ]);
  // "#12" is found in "#123" too: keep the mails that name this order exactly.
  const named = new RegExp(`#${id}(?!\\d)`);
  const entries: OrderHistoryEntry[] = [
    ...events.map((event) => ({ at: event.at.toISOString(), kind: event.action, actor: event.actor, artworkTitle: event.title, mail: null })),
    ...mails.filter((mail) => named.test(mail.text)).map((mail) => ({ at: mail.at.toISOString(), kind: 'mail' as const, actor: null, artworkTitle: null, mail: { to: mail.to, subject: mail.subject } })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === 'mail' ? 1 : 0) - (b.kind === 'mail' ? 1 : 0));
}
