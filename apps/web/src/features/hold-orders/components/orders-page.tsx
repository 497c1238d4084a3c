import type { AdminOrder, AdminOrdersQuery, HoldStatus, OrderHistoryEntry, OrderLine } from '@vernissage/core/schemas';
import { ADMIN_ORDERS_PAGE_SIZE, HOLD_STATUSES } from '@vernissage/core/schemas';
import { formatCount, formatPrice, shippingAddressLine } from '@vernissage/core/text';
import { Button, Drawer, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { KeyboardScroll } from '../../../components/admin-table/keyboard-scroll.tsx';
import { usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { EmailText } from '../../../components/email-text.tsx';
import { LinePrice } from '../../../components/line-price.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { paths } from '../../../config/paths.ts';
import type { StatusTone } from '../../../config/theme.ts';
import { timeLeft } from '../../../lib/time-left.ts';
import { useAdminOrder, useAdminOrders } from '../api/get-admin-orders.ts';
import { salesQuery } from './sales-page.tsx';
import './hold-orders.css';

/** Each work's state in an order, as the admin reads it. */
export const LINE_STATE: Record<HoldStatus, { label: string; tone: StatusTone }> = {
  held: { label: 'Held', tone: 'pending' },
  sold: { label: 'Confirmed', tone: 'positive' },
  released: { label: 'Released', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

const HISTORY_TEXT: Record<Exclude<OrderHistoryEntry['kind'], 'mail'>, string> = {
  placed: 'Hold placed',
  confirmed: 'Sale confirmed',
  released: 'Hold released',
  expired: 'Hold expired',
};

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/** The filters kept in the address, so a filtered list can be reloaded or shared with the team. */
function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const filters = {
    search: params.get('search') ?? '',
    state: HOLD_STATUSES.includes(state as HoldStatus) ? (state as HoldStatus) : undefined,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
  const change = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.search) out.set('search', merged.search);
    if (merged.state) out.set('state', merged.state);
    if (merged.from) out.set('from', merged.from);
    if (merged.to) out.set('to', merged.to);
    if (merged.page > 1) out.set('page', String(merged.page));
    setParams(out, { replace: true });
  };
  return { filters, change };
}

function Works({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="orders-page__works">
      {lines.map((line) => (
        <li key={line.id} className="orders-page__work">
          <ArtworkThumb image={line.artwork.image} size={40} />
          <span>
            <span className="sales-page__work-title">{line.artwork.title}</span>
            <span className="sales-page__muted">
              {line.artwork.artist.name} · <LinePrice price={line.price} discountedPrice={line.discountedPrice} amount={line.amount} />
              {line.earlyAccessId !== null ? ' · early access' : ''}
            </span>
          </span>
          <StatusTag tone={LINE_STATE[line.status].tone}>{LINE_STATE[line.status].label}</StatusTag>
        </li>
      ))}
    </ul>
  );
}

function HistoryList({ entries }: { entries: readonly OrderHistoryEntry[] }) {
  return (
    <ol className="orders-page__history" aria-label="History">
      {entries.map((entry, index) => (
        <li key={index} className={`orders-page__event orders-page__event--${entry.kind}`}>
          <time dateTime={entry.at} className="sales-page__muted">
            {at(entry.at)}
          </time>
          {entry.kind === 'mail' && entry.mail ? (
            <span>
              E-mail to {entry.mail.to}: “{entry.mail.subject}”
            </span>
          ) : (
            <span>
              {HISTORY_TEXT[entry.kind as Exclude<OrderHistoryEntry['kind'], 'mail'>]}
              {entry.artworkTitle ? ` for “${entry.artworkTitle}”` : ''}
              {entry.actor ? ` by ${entry.actor}` : entry.kind === 'expired' ? ' (its time ran out)' : ''}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const order = useAdminOrder(id);
  const data = order.data;
  const held = data?.items.some((line) => line.status === 'held');
  return (
    <Drawer open={id !== null} onClose={onClose} title={id !== null ? `Order #${id}` : undefined} size="large" destroyOnHidden>
      {order.isPending ? <PageLoader /> : null}
      {order.isError ? <QueryError error={order.error} onRetry={() => void order.refetch()} /> : null}
      {data ? (
        <div className="orders-page__detail">
          <p className="sales-page__muted">Placed {at(data.createdAt)}</p>
          <section aria-labelledby="order-buyer">
            <h2 id="order-buyer" className="orders-page__subheading">
              Buyer and shipping
            </h2>
            <p>
              {data.contact.name} · {data.contact.email} · {data.contact.phone}
              <br />
              {shippingAddressLine(data.contact)}
              {data.contact.notes ? (
                <>
                  <br />
                  Note: {data.contact.notes}
                </>
              ) : null}
              {data.buyer && data.buyer.email !== data.contact.email ? (
                <>
                  <br />
                  <span className="sales-page__muted">
                    Account: {data.buyer.name} ({data.buyer.email})
                  </span>
                </>
              ) : null}
            </p>
          </section>
          <section aria-labelledby="order-works">
            <h2 id="order-works" className="orders-page__subheading">
              Works
            </h2>
            <Works lines={data.items} />
            {data.items
              .filter((line) => line.status === 'held')
              .map((line) => (
                <p key={line.id} className="sales-page__muted">
                  “{line.artwork.title}”: {timeLeft(line.holdExpiresAt)}
                </p>
              ))}
            <OrderTotals subtotal={data.subtotal} deliveryFee={data.deliveryFee} total={data.total} />
            {held ? (
              <p>
                <Link className="text-link" to={paths.holdOrders}>
                  Decide the holds on Hold Orders
                </Link>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="order-history">
            <h2 id="order-history" className="orders-page__subheading">
              History
            </h2>
            <HistoryList entries={data.history} />
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}

/**
 * /orders (admin): every order in every state, newest first; searched by number, name, e-mail or
 * title, filtered by a work's state and the dates placed, 20 to a page from the server. An order
 * opens with its history. Holds are decided on Hold Orders.
 */
export function OrdersPage() {
  const phonePaging = usePhonePaging();
  const { filters, change } = useOrderFilters();
  const [typed, setTyped] = useState(filters.search);
  const [openId, setOpenId] = useState<number | null>(null);
  const reversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const query: AdminOrdersQuery = { search: filters.search || undefined, state: filters.state, page: filters.page, ...salesQuery(filters) };
  const orders = useAdminOrders(query);

  const columns: TableColumnsType<AdminOrder> = [
    {
      title: 'Order',
      key: 'order',
      render: (_, order) => (
        <span>
          <Button type="link" className="orders-page__open" onClick={() => setOpenId(order.id)}>
            #{order.id}
          </Button>
          <span className="sales-page__muted">{at(order.createdAt)}</span>
        </span>
      ),
    },
    {
      title: 'Buyer',
      key: 'buyer',
      render: (_, order) => (
        <span>
          {order.contact.name}
          <EmailText email={order.contact.email} className="sales-page__muted" />
        </span>
      ),
    },
    { title: 'Works', key: 'works', render: (_, order) => <Works lines={order.items} /> },
    { title: 'Total', dataIndex: 'total', key: 'total', align: 'right', render: (value: number) => <span className="sales-page__money">{formatPrice(value)}</span> },
  ];

  const heading = <PageHeading title="Orders" description="Every order in every state. Open one to see its history; decide holds on Hold Orders." />;
  if (orders.isPending) return <PageLoader />;
  if (orders.isError)
    return (
      <div className="sales-page">
        {heading}
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      </div>
    );
  const { items, total } = orders.data;
  const filtered = Boolean(filters.search || filters.state || filters.from || filters.to);

  return (
    <div className="sales-page">
      {heading}
      <form
        className="sales-page__filters"
        aria-label="Find orders"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: typed.trim() });
        }}
      >
        <label className="sales-page__filter orders-page__search">
          Search
          <Input.Search
            value={typed}
            maxLength={100}
            placeholder="Order number, name, e-mail or title"
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => change({ search: value.trim() })}
            allowClear
          />
        </label>
        <label className="sales-page__filter">
          State
          <Select<HoldStatus | 'all'>
            aria-label="State"
            value={filters.state ?? 'all'}
            onChange={(value) => change({ state: value === 'all' ? undefined : value })}
            options={[{ value: 'all', label: 'Every state' }, ...HOLD_STATUSES.map((status) => ({ value: status, label: LINE_STATE[status].label }))]}
            popupMatchSelectWidth={false}
          />
        </label>
        <label className="sales-page__filter">
          From
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => change({ from: event.target.value })} />
        </label>
        <label className="sales-page__filter">
          To
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => change({ to: event.target.value })} />
        </label>
        <Button
          onClick={() => {
            setTyped('');
            change({ search: '', state: undefined, from: '', to: '' });
          }}
          disabled={!filtered}
        >
          Clear filters
        </Button>
        {reversed ? (
          <p className="sales-page__muted" role="alert">
            The start date is after the end date.
          </p>
        ) : null}
      </form>
      <p className="hold-orders__count" aria-live="polite">
        {total === 1 ? '1 order' : `${formatCount(total)} orders`}
      </p>
      <KeyboardScroll label="Orders">
        <Table<AdminOrder>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={orders.isFetching && orders.isPlaceholderData}
          pagination={total > ADMIN_ORDERS_PAGE_SIZE ? { ...phonePaging, current: filters.page, pageSize: ADMIN_ORDERS_PAGE_SIZE, total, showSizeChanger: false, onChange: (page) => change({ ...filters, page }) } : false}
          scroll={{ x: 860 }}
          locale={{ emptyText: filtered ? 'No orders match these filters.' : 'No orders yet.' }}
        />
      </KeyboardScroll>
      <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
