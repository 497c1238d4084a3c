import {
  cartLineSchema,
  cartSchema,
  holdSchema,
  orderSchema,
  saleSchema,
  salesSchema,
  type Cart,
  type CartLine,
  type Hold,
  type Order,
  type OrderLine,
  type Sale,
  type Sales,
} from '@vernissage/core/schemas';

/** Cart, order, hold and sale data, always passed through the core schemas. */

const round = (value: number) => Math.round(value * 100) / 100;

export function lineArtwork(id: number, title = `Study ${id}`) {
  return { id, title, artist: { id: `artist-${id}`, name: `Artist ${id}` }, image: null, width: 24, height: 36 };
}

export function cartLine(id: number, overrides: Partial<CartLine> = {}): CartLine {
  const price = overrides.price ?? 1000 * id;
  return cartLineSchema.parse({
    artwork: lineArtwork(id),
    price,
    discountedPrice: null,
    earlyAccessId: null,
    amount: overrides.discountedPrice ?? price,
    sold: 0,
    available: true,
    galleryIndex: null,
    ...overrides,
  });
}

export function cart(lines: CartLine[]): Cart {
  const subtotal = round(lines.filter((line) => line.available).reduce((sum, line) => sum + line.amount, 0));
  return cartSchema.parse({ items: lines, count: lines.length, subtotal, deliveryFee: 0, total: subtotal });
}

export const CONTACT = {
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '+1 312 555 0100',
  address: '1200 Lake Shore Dr',
  city: 'Evanston',
  zip: '60201',
  notes: null,
};

export function orderLine(id: number, overrides: Partial<OrderLine> = {}): OrderLine {
  const price = overrides.price ?? 1000 * id;
  return {
    id,
    artwork: lineArtwork(id),
    price,
    discountedPrice: null,
    earlyAccessId: null,
    amount: price,
    status: 'held',
    holdExpiresAt: new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 30_000).toISOString(),
    decidedAt: null,
    ...overrides,
  };
}

export function order(id: number, lines: OrderLine[], overrides: Partial<Order> = {}): Order {
  const total = round(lines.reduce((sum, line) => sum + line.amount, 0));
  return orderSchema.parse({
    id,
    status: 'placed',
    createdAt: '2026-03-02T15:00:00.000Z',
    contact: CONTACT,
    subtotal: total,
    deliveryFee: 0,
    total,
    items: lines,
    ...overrides,
  });
}

export function hold(id: number, overrides: Partial<Hold> = {}): Hold {
  return holdSchema.parse({
    id,
    orderId: 100 + id,
    artwork: lineArtwork(id, `Held work ${id}`),
    buyer: { id: `buyer-${id}`, name: `Buyer ${id}`, email: `buyer${id}@example.test` },
    contact: { ...CONTACT, name: `Buyer ${id}`, email: `buyer${id}@example.test`, notes: 'Call after 5pm' },
    price: 2500,
    discountedPrice: null,
    earlyAccessId: null,
    amount: 2500,
    placedAt: '2026-03-02T15:00:00.000Z',
    holdExpiresAt: new Date(Date.now() + 30 * 3_600_000 + 30_000).toISOString(),
    ...overrides,
  });
}

export function sale(id: number, amount: number, overrides: Partial<Sale> = {}): Sale {
  const commission = round(amount * 0.15);
  return saleSchema.parse({
    id,
    orderId: 200 + id,
    artwork: lineArtwork(id, `Sold work ${id}`),
    buyer: { id: `buyer-${id}`, name: `Buyer ${id}`, email: `buyer${id}@example.test` },
    amount,
    listPrice: amount,
    earlyAccess: null,
    commission,
    artistShare: round(amount - commission),
    soldAt: '2026-03-05T18:00:00.000Z',
    confirmedBy: 'Vernissage Admin',
    ...overrides,
  });
}

export function sales(items: Sale[]): Sales {
  const sum = (pick: (item: Sale) => number) => round(items.reduce((total, item) => total + pick(item), 0));
  return salesSchema.parse({
    items,
    totals: { count: items.length, amount: sum((item) => item.amount), commission: sum((item) => item.commission), artistShare: sum((item) => item.artistShare) },
    commissionRate: 0.15,
  });
}
