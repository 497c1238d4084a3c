import type { Hold } from '@vernissage/core/schemas';
import { formatPrice, shippingAddressLine } from '@vernissage/core/text';
import { App, Button } from 'antd';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { EmailText } from '../../../components/email-text.tsx';
import { LinePrice } from '../../../components/line-price.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { endsWithin, timeLeft, useNow } from '../../../lib/time-left.ts';
import { useDecideHold, type HoldAction } from '../api/decide-hold.ts';
import { useHolds } from '../api/get-holds.ts';
import './hold-orders.css';

/** Holds ending within this many hours are shown as urgent. */
const URGENT_HOURS = 12;

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

function HoldCard({ hold, now, onDecide, busy }: { hold: Hold; now: number; onDecide: (hold: Hold, action: HoldAction) => void; busy: boolean }) {
  const { artwork, contact, buyer } = hold;
  const headingId = `hold-${hold.id}`;
  return (
    <article className="hold-card" aria-labelledby={headingId}>
      <ArtworkThumb image={artwork.image} size={104} />
      <div className="hold-card__work">
        <h2 id={headingId} className="hold-card__title">
          {artwork.title}
        </h2>
        <p className="hold-card__artist">{artwork.artist.name}</p>
        <p className="hold-card__price">
          <LinePrice price={hold.price} discountedPrice={hold.discountedPrice} amount={hold.amount} />
        </p>
        <p className="hold-card__order">
          Order #{hold.orderId} · placed {when(hold.placedAt)}
        </p>
      </div>
      <dl className="hold-card__details">
        <div>
          <dt>Buyer</dt>
          <dd>
            {contact.name}
            <br />
            <a href={`mailto:${contact.email}`}>
              <EmailText email={contact.email} />
            </a>
            <br />
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            {buyer.email !== contact.email ? <span className="hold-card__account">
                Account: {buyer.name} (<EmailText email={buyer.email} />)
              </span> : null}
          </dd>
        </div>
        <div>
          <dt>Ship to</dt>
          <dd>
            {shippingAddressLine(contact)}
            {contact.notes ? <span className="hold-card__notes">“{contact.notes}”</span> : null}
          </dd>
        </div>
      </dl>
      <div className="hold-card__side">
        <StatusTag tone={endsWithin(hold.holdExpiresAt, URGENT_HOURS, now) ? 'urgent' : 'pending'} className="hold-card__left">
          {timeLeft(hold.holdExpiresAt, now)}
        </StatusTag>
        <span className="hold-card__until">until {when(hold.holdExpiresAt)}</span>
        <div className="hold-card__actions">
          <Button type="primary" disabled={busy} onClick={() => onDecide(hold, 'confirm')}>
            Confirm sale
          </Button>
          <Button danger disabled={busy} onClick={() => onDecide(hold, 'release')}>
            Release
          </Button>
        </div>
      </div>
    </article>
  );
}

/** /hold-orders (admin): works on hold for buyers, with Confirm sale and Release. */
export function HoldOrdersPage() {
  const holds = useHolds();
  const decide = useDecideHold();
  const { modal, message } = App.useApp();
  const now = useNow();

  if (holds.isPending) return <PageLoader />;
  if (holds.isError) return <QueryError error={holds.error} onRetry={() => void holds.refetch()} />;
  const { items, holdHours } = holds.data;

  const ask = (hold: Hold, action: HoldAction) => {
    const { title } = hold.artwork;
    const confirming = action === 'confirm';
    modal.confirm({
      title: confirming ? `Confirm the sale of "${title}"?` : `Release the hold on "${title}"?`,
      content: confirming
        ? `The work is marked as sold to ${hold.contact.name} for ${formatPrice(hold.amount)}. Your decision is recorded with your name and the time.`
        : 'The work becomes available to other collectors again. Your decision is recorded with your name and the time.',
      okText: confirming ? 'Confirm sale' : 'Release',
      okButtonProps: confirming ? {} : { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        decide
          .mutateAsync({ id: hold.id, action })
          .then((result) => void message.success(result.message))
          .catch((error: unknown) => void message.error(errorMessage(error))),
    });
  };

  return (
    <div className="hold-orders">
      <PageHeading
        title="Hold Orders"
        description={`Works placed on hold by buyers. A hold lasts ${holdHours} hours: contact the buyer, then confirm the sale or release the work.`}
      />
      {items.length === 0 ? (
        <div className="hold-orders__empty">
          <p className="hold-orders__empty-title">No works are on hold.</p>
          <p className="muted">New orders appear here, and the team is e-mailed about each one.</p>
        </div>
      ) : (
        <div className="hold-orders__list">
          <p className="hold-orders__count">{items.length === 1 ? '1 work on hold' : `${items.length} works on hold`}</p>
          {items.map((hold) => (
            <HoldCard key={hold.id} hold={hold} now={now} onDecide={ask} busy={decide.isPending && decide.variables?.id === hold.id} />
          ))}
        </div>
      )}
    </div>
  );
}
