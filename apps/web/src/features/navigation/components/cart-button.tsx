import { ShoppingOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCartCount } from '../../../lib/cart-count.ts';

/** Signed-in people check out at /checkout, visitors at /check-out (spec/02 §2). */
export function CartButton({ signedIn }: { signedIn: boolean }) {
  const count = useCartCount();
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <Link to={signedIn ? paths.checkout : paths.visitorCheckout} className="icon-button" aria-label={label}>
      <Badge count={count} size="small" offset={[2, -2]}>
        <ShoppingOutlined className="icon-button__icon" />
      </Badge>
    </Link>
  );
}
