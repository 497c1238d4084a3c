import { formatPrice } from '@vernissage/core/text';
import './commerce.css';

interface OrderTotalsProps {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/** Subtotal, delivery (free: the delivery fee is 0) and total of a cart or an order. */
export function OrderTotals({ subtotal, deliveryFee, total }: OrderTotalsProps) {
  return (
    <dl className="order-totals">
      <div className="order-totals__row">
        <dt>Subtotal</dt>
        <dd>{formatPrice(subtotal)}</dd>
      </div>
      <div className="order-totals__row">
        <dt>Delivery</dt>
        <dd>{deliveryFee === 0 ? 'Free' : formatPrice(deliveryFee)}</dd>
      </div>
      <div className="order-totals__row order-totals__row--total">
        <dt>Total</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
