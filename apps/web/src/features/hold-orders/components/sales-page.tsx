import type { Sale, SalesQuery } from '@vernissage/core/schemas';
import { formatPriceCents } from '@vernissage/core/text';
import { Button, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { KeyboardScroll } from '../../../components/admin-table/keyboard-scroll.tsx';
import { usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSales } from '../api/get-sales.ts';
import './hold-orders.css';

interface DateRange {
  /** YYYY-MM-DD from the date inputs, or ''. */
  from: string;
  to: string;
}

/** The range as instants: from the start of the first day to the end of the last, in the admin's time zone. */
export function salesQuery(range: DateRange): SalesQuery {
  return {
    ...(range.from ? { from: new Date(`${range.from}T00:00:00`).toISOString() } : {}),
    ...(range.to ? { to: new Date(`${range.to}T23:59:59.999`).toISOString() } : {}),
  };
}

const money = (value: number) => <span className="sales-page__money">{formatPriceCents(value)}</span>;
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string) => DAY.format(new Date(iso));
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function columns(rate: number): TableColumnsType<Sale> {
  return [
    { title: 'Sold on', dataIndex: 'soldAt', key: 'soldAt', render: (value: string) => <span className="sales-page__money">{day(value)}</span> },
    {
      title: 'Artwork',
      key: 'artwork',
      render: (_value, sale) => (
        <span className="sales-page__work">
          <ArtworkThumb image={sale.artwork.image} size={48} />
          <span>
            <span className="sales-page__work-title">{sale.artwork.title}</span>
            <span className="sales-page__muted">{sale.artwork.artist.name}</span>
          </span>
        </span>
      ),
    },
    {
      title: 'Buyer',
      key: 'buyer',
      render: (_value, sale) => (
        <span>
          {sale.buyer.name}
          <span className="sales-page__muted">Order #{sale.orderId}</span>
        </span>
      ),
    },
    {
      title: 'Price',
      dataIndex: 'amount',
      key: 'amount',
      align: 'right',
      // A work bought at an early price says so, with the price it had without it.
      render: (value: number, sale) =>
        sale.earlyAccess ? (
          <span>
            {money(value)}
            <span className="sales-page__muted">
              Early access “{sale.earlyAccess.title}”, list <s>{formatPriceCents(sale.listPrice)}</s>
            </span>
          </span>
        ) : (
          money(value)
        ),
    },
    { title: `Commission (${percent(rate)})`, dataIndex: 'commission', key: 'commission', align: 'right', render: money },
    { title: "Artist's share", dataIndex: 'artistShare', key: 'artistShare', align: 'right', render: money },
  ];
}

/** The admin's /my-purchases: Artwork Sales, with the commission, the artists' shares and totals. */
export function SalesPage() {
  const phonePaging = usePhonePaging();
  const { product } = useSiteConfig();
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  const sales = useSales(salesQuery(range));
  const reversed = range.from !== '' && range.to !== '' && range.from > range.to;

  const heading = (
    <PageHeading
      title="Artwork Sales"
      description={`Completed sales, the commission ${product} takes and what each artist receives. Filter by the date the sale was confirmed.`}
    />
  );
  if (sales.isPending) return <PageLoader />;
  if (sales.isError) return <QueryError error={sales.error} onRetry={() => void sales.refetch()} />;
  const { items, totals, commissionRate } = sales.data;

  return (
    <div className="sales-page">
      {heading}
      <form className="sales-page__filters" aria-label="Filter sales by date" noValidate onSubmit={(event) => event.preventDefault()}>
        <label className="sales-page__filter">
          From
          <Input type="date" value={range.from} max={range.to || undefined} onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))} />
        </label>
        <label className="sales-page__filter">
          To
          <Input type="date" value={range.to} min={range.from || undefined} onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))} />
        </label>
        <Button onClick={() => setRange({ from: '', to: '' })} disabled={!range.from && !range.to}>
          Show all dates
        </Button>
        {reversed ? (
          <p className="sales-page__muted" role="alert">
            The start date is after the end date.
          </p>
        ) : null}
      </form>

      <dl className="sales-page__stats" aria-label="Totals">
        <div className="sales-page__stat">
          <dt>Sales</dt>
          <dd>{totals.count}</dd>
        </div>
        <div className="sales-page__stat">
          <dt>Sales total</dt>
          <dd>{formatPriceCents(totals.amount)}</dd>
        </div>
        <div className="sales-page__stat">
          <dt>Commission ({percent(commissionRate)})</dt>
          <dd>{formatPriceCents(totals.commission)}</dd>
        </div>
        <div className="sales-page__stat">
          <dt>Artists' share</dt>
          <dd>{formatPriceCents(totals.artistShare)}</dd>
        </div>
      </dl>

      <KeyboardScroll label="Artwork sales">
        <Table<Sale>
          rowKey="id"
          columns={columns(commissionRate)}
          dataSource={items}
          loading={sales.isFetching && sales.isPlaceholderData}
          pagination={items.length > 20 ? { ...phonePaging, pageSize: 20, showSizeChanger: false } : false}
          scroll={{ x: 860 }}
          locale={{ emptyText: range.from || range.to ? 'No sales in these dates.' : 'No sales yet.' }}
          summary={() =>
            items.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  Total ({totals.count === 1 ? '1 sale' : `${totals.count} sales`})
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {money(totals.amount)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {money(totals.commission)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {money(totals.artistShare)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </KeyboardScroll>
    </div>
  );
}
