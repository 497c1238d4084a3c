import { ShoppingOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';

/** An empty cart, with the way back to the works. */
export function EmptyCart() {
  return (
    <div className="empty-cart">
      <ShoppingOutlined className="empty-cart__icon" aria-hidden="true" />
      <p className="empty-cart__title">Your cart is empty.</p>
      <p className="empty-cart__text">Works you add to your cart wait here until you place your order.</p>
      <div className="empty-cart__actions">
        <LinkButton type="primary" to={paths.gallery}>
          Go To Gallery
        </LinkButton>
        <LinkButton to={paths.allArtworks}>All Artworks</LinkButton>
      </div>
    </div>
  );
}
