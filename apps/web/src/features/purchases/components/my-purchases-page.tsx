import type { HoldStatus, Order, OrderLine, OrderStatus } from '@vernissage/core/schemas';
import { artworkPath, shippingAddressLine } from '@vernissage/core/text';
import { Link } from 'react-router';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { LinePrice } from '../../../components/line-price.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { OrderTotals } from '../../../components/order-totals.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import type { StatusTone } from '../../../config/theme.ts';
import { paths } from '../../../config/paths.ts';
import { timeLeft } from '../../../lib/time-left.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import './purchases.css';

const ORDER_STATUS: Record<OrderStatus, { label: string; tone: StatusTone }> = {
  placed: { label: 'Awaiting confirmation', tone: 'pending' },
  confirmed: { label: 'Confirmed', tone: 'positive' },
  'partly-confirmed': { label: 'Partly confirmed', tone: 'positive' },
  released: { label: 'Closed', tone: 'neutral' },
};

const LINE_STATUS: Record<HoldStatus, { label: string; tone: StatusTone }> = {
  held: { label: 'On hold for you', tone: 'pending' },
  sold: { label: 'Purchased', tone: 'positive' },
  released: { label: 'Released', tone: 'neutral' },
  expired: { label: 'Hold expired', tone: 'neutral' },
};

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dateOf = (iso: string) => DATE.format(new Date(iso));

function lineNote(line: OrderLine): string {
  switch (line.status) {
    case 'held':
      return timeLeft(line.holdExpiresAt);
    case 'sold':
      return line.decidedAt ? `Confirmed on ${dateOf(line.decidedAt)}` : 'Confirmed';
    case 'released':
      return 'The team released this hold; the work is available again.';
    case 'expired':
      return 'The hold ended before the sale was confirmed.';
  }
}

function OrderCard({ order }: { order: Order }) {
  const status = ORDER_STATUS[order.status];
  return (
    <article className="purchase-order" aria-labelledby={`order-${order.id}`}>
      <header className="purchase-order__header">
        <div>
          <h2 id={`order-${order.id}`} className="purchase-order__title">
            Order #{order.id}
          </h2>
          <p className="purchase-order__date">Placed on {dateOf(order.createdAt)}</p>
        </div>
        <StatusTag tone={status.tone}>{status.label}</StatusTag>
      </header>
      <ul className="purchase-order__lines">
        {order.items.map((line) => {
          const state = LINE_STATUS[line.status];
          return (
            <li key={line.id} className="purchase-line">
              <ArtworkThumb image={line.artwork.image} size={72} />
              <div className="purchase-line__body">
                <Link className="purchase-line__title" to={artworkPath(line.artwork.title, line.artwork.id)}>
                  {line.artwork.title}
                </Link>
                <p className="purchase-line__artist">{line.artwork.artist.name}</p>
                <p className="purchase-line__state">
                  <StatusTag tone={state.tone}>{state.label}</StatusTag>
                  <span>{lineNote(line)}</span>
                </p>
              </div>
              <LinePrice price={line.price} discountedPrice={line.discountedPrice} amount={line.amount} />
            </li>
          );
        })}
      </ul>
      <footer className="purchase-order__footer">
        <p className="purchase-order__ship">
          <span className="purchase-order__label">Ship to</span>
          {[order.contact.name, shippingAddressLine(order.contact)].filter(Boolean).join(', ')}
        </p>
        <OrderTotals subtotal={order.subtotal} deliveryFee={order.deliveryFee} total={order.total} />
      </footer>
    </article>
  );
}

/** /my-purchases for collectors, artists and merchants: their orders and where each work stands. */
export function MyPurchasesPage() {
  const orders = useMyOrders();
  const heading = <PageHeading title="My Purchases" description="The works you have ordered and where each one stands. Our team contacts you about every order." />;
  if (orders.isPending) return <PageLoader />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;

  return (
    <div className="purchases-page">
      {heading}
      {orders.data.items.length === 0 ? (
        <div className="purchases-page__empty">
          <p className="purchases-page__empty-title">You have not ordered any works yet.</p>
          <p className="muted">When you place an order, it appears here with the state of each work.</p>
          <LinkButton type="primary" to={paths.gallery}>
            Go To Gallery
          </LinkButton>
        </div>
      ) : (
        <div className="purchases-page__list">
          {orders.data.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </div>
      )}
    </div>
  );
}
