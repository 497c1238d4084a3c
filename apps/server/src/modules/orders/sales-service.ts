import { COMMISSION_RATE } from '@vernissage/core/constants';
import { splitSale, type Sales, type SalesQuery } from '@vernissage/core/schemas';
import type { OrderDeps } from './deps.ts';
import { listSales } from './sales-repository.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Artwork Sales: completed sales with the product's commission and the artist's share. */
export async function sales(deps: Pick<OrderDeps, 'db'>, query: SalesQuery): Promise<Sales> {
  const rows = await listSales(deps.db, {
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
