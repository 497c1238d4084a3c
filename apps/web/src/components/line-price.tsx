import { formatPrice } from '@vernissage/core/text';
import './commerce.css';

interface LinePriceProps {
  price: number;
  discountedPrice: number | null;
  amount: number;
}

/** What a work costs, with the listed price struck through when a discount applies. */
export function LinePrice({ price, discountedPrice, amount }: LinePriceProps) {
  if (discountedPrice === null || discountedPrice >= price) return <span className="line-price">{formatPrice(amount)}</span>;
  return (
    <span className="line-price">
      <del className="line-price__was">
        <span className="visually-hidden">Listed at </span>
        {formatPrice(price)}
      </del>
      <span className="line-price__now">
        <span className="visually-hidden">, now </span>
        {formatPrice(amount)}
      </span>
    </span>
  );
}
