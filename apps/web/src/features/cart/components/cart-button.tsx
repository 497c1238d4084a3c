import { ShoppingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCart } from '../api/get-cart.ts';
import { useCartCount } from '../cart-count.ts';

/**
 * Signed-in people check out at /checkout with their account's cart; visitors at /check-out,
 * the count read from the stored cart (spec/02 §2).
 */
export function CartButton({ signedIn }: { signedIn: boolean }) {
  const storedCount = useCartCount();
  const cart = useCart(signedIn);
  const count = signedIn ? (cart.data?.count ?? 0) : storedCount;
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link to={signedIn ? paths.checkout : paths.visitorCheckout} className="icon-button" aria-label={label}>
      {/* A plain count bubble in the look of Ant Design's small badge, without its code. */}
      <span className="cart-badge">
        <ShoppingOutlined className="icon-button__icon" />
        {count > 0 ? (
          <span className="cart-badge__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
