import type { DemoCatalogue } from '@vernissage/catalogue';
import { discountedPrice } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { holdEvents, orderItems, orders, users } from '../../db/schema/index.ts';
import { daysBefore, demoUserId } from './ids.ts';

/** Collectors who bought the demo's sold works; they have no password, so nobody signs in as them. */
const BUYERS = [
  { key: 'collector-01', name: 'Maya Ruiz', city: 'Evanston', zip: '60201', address: '1420 Chicago Ave, Apt 3' },
  { key: 'collector-02', name: 'Tom Becker', city: 'Oak Park', zip: '60302', address: '211 N Marion St' },
  { key: 'collector-03', name: 'Ana Lindqvist', city: 'Chicago', zip: '60614', address: '2650 N Lakeview Ave, Unit 1204' },
] as const;

const buyerEmail = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@collectors.vernissage.test`;
const HOLD_MS = 72 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Every work the catalogue marks sold gets the order that sold it: placed by a demo collector,
 * confirmed a day later, with its hold history. Artwork Sales, Orders and the admin's figures
 * then agree with the SOLD badges. (Works shown on hold carry the badge only: a demo hold would
 * expire on its own after three days.)
 */
export async function insertDemoSales(db: Database, catalogue: DemoCatalogue, idOf: (key: string) => number): Promise<void> {
  const sold = catalogue.artworks.filter((work) => work.sold === 1);
  if (!sold.length) return;
  await db.insert(users).values(
    BUYERS.map((buyer) => ({
      id: demoUserId(buyer.key),
      name: buyer.name,
      email: buyerEmail(buyer.name),
      emailVerified: true,
      role: 'collector' as const,
      city: buyer.city,
      createdAt: daysBefore(400),
      updatedAt: daysBefore(400),
    })),
  );
  for (const [index, work] of sold.entries()) {
    const buyer = BUYERS[index % BUYERS.length]!;
    // The price it sold at: the work's own, less its sale discount when it had one (as the cart charges).
    const paid = work.discountPercent ? discountedPrice(work.price, work.discountPercent) : null;
    const placed = daysBefore(12 + index * 9);
    const confirmed = new Date(placed.getTime() + DAY_MS);
    const [order] = await db
      .insert(orders)
      .values({
        userId: demoUserId(buyer.key),
        status: 'confirmed',
        contactName: buyer.name,
        contactEmail: buyerEmail(buyer.name),
        contactPhone: `312555${String(1000 + index).slice(-4)}`,
        shippingAddress: buyer.address,
        city: buyer.city,
        zip: buyer.zip,
        subtotal: paid ?? work.price,
        total: paid ?? work.price,
        createdAt: placed,
        updatedAt: confirmed,
      })
      .returning({ id: orders.id });
    const [item] = await db
      .insert(orderItems)
      .values({ orderId: order!.id, artworkId: idOf(work.key), title: work.title, price: work.price, discountedPrice: paid, status: 'sold', holdExpiresAt: new Date(placed.getTime() + HOLD_MS), decidedAt: confirmed })
      .returning({ id: orderItems.id });
    await db.insert(holdEvents).values([
      { orderItemId: item!.id, action: 'placed', actorId: demoUserId(buyer.key), createdAt: placed },
      { orderItemId: item!.id, action: 'confirmed', actorId: null, createdAt: confirmed },
    ]);
  }
}
