import { LinePrice } from '../../../components/line-price.tsx';

interface WorkPriceProps {
  price: number | null;
  discountedPrice: number | null;
}

/** The price in whole dollars, the original struck through when a discount applies. */
export function WorkPrice({ price, discountedPrice }: WorkPriceProps) {
  if (price === null) return <span className="work-price work-price--none">No price yet</span>;
  return <LinePrice price={price} discountedPrice={discountedPrice} amount={discountedPrice ?? price} />;
}
