import { ShoppingOutlined } from '@ant-design/icons';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * An empty cart, with the way back to the works: a member's own gallery, or for a visitor the
 * crowd's, which needs no account.
 */
export function EmptyCart({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="empty-cart">
      <ShoppingOutlined className="empty-cart__icon" aria-hidden="true" />
      <p className="empty-cart__title">Your cart is empty.</p>
      <p className="empty-cart__text">Works you add to your cart wait here until you place your order.</p>
      <div className="empty-cart__actions">
        <LinkButton type="primary" to={signedIn ? paths.gallery : paths.viewGallery}>
          Go To Gallery
        </LinkButton>
        <LinkButton to={paths.allArtworks}>All Artworks</LinkButton>
      </div>
    </div>
  );
}
