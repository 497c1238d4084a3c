import { DeleteOutlined, ShoppingOutlined } from '@ant-design/icons';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useSession } from '../../../lib/api/get-session.ts';
import { useNotice } from '../../../lib/notice.tsx';
import { useCartEntry } from '../hooks/use-cart-entry.ts';
import './cart-toggle.css';

/** How long the 'Added to your cart' notice stays, in seconds: long enough to reach its link. */
const ADDED_NOTICE_SECONDS = 6;

export interface CartToggleProps {
  artworkId: number;
  /** 0 available, 1 sold, 2 on hold: a sold or held work shows its state instead of the button. */
  sold: 0 | 1 | 2;
  /** Where in the gallery queue the work is (the spec's gallery_index). */
  galleryIndex?: number;
  /** An early-access offer's id and price, when the work is shown at one. */
  earlyAccessId?: number;
  discountedPrice?: number;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}

/**
 * Add to cart / Remove from cart for one artwork (spec/01 §2, §4), for members and visitors.
 * Adding is confirmed by a notice that leads to the cart; the button then turns into a plainly
 * secondary Remove from cart (outlined, with its own icon), and the second click of a
 * double-click on Add does not take the work out again. A sold (1) or held (2) work hides the
 * button and shows its state with the spec's tooltip.
 */
export function CartToggle({ artworkId, sold, galleryIndex, earlyAccessId, discountedPrice, size = 'large', block = false }: CartToggleProps) {
  const message = useNotice();
  const navigate = useNavigate();
  const { user } = useSession();
  const entry = useCartEntry({
    artworkId,
    ...(galleryIndex !== undefined ? { galleryIndex } : {}),
    ...(earlyAccessId !== undefined ? { earlyAccessId } : {}),
    ...(discountedPrice !== undefined ? { discountedPrice } : {}),
  });

  if (sold === 1 || sold === 2) {
    return (
      <Tooltip title={SOLD_TOOLTIP[sold]}>
        <span className="cart-toggle__sold" tabIndex={0} aria-label={SOLD_TOOLTIP[sold]}>
          <span className="cart-toggle__dot" aria-hidden="true" />
          {sold === 1 ? 'Sold' : 'On hold'}
        </span>
      </Tooltip>
    );
  }

  const run = (action: () => Promise<void>) => {
    action().catch((error: unknown) => message.error(errorMessage(error)));
  };

  // Members check out at /checkout; visitors see their cart at /check-out.
  const cartPath = user ? paths.checkout : paths.visitorCheckout;
  const noticeKey = `cart-added-${artworkId}`;
  const openCart = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    message.destroy(noticeKey);
    void navigate(cartPath);
  };
  const add = async () => {
    await entry.add();
    message.success(
      <span className="cart-toggle__notice">
        Added to your cart.{' '}
        <a href={cartPath} onClick={openCart}>
          View cart
        </a>
      </span>,
      { key: noticeKey, duration: ADDED_NOTICE_SECONDS },
    );
  };
  const remove = (event: MouseEvent<HTMLElement>) => {
    // The button has just turned from Add into Remove under a double-click: keep the work.
    if (event.detail > 1) return;
    run(entry.remove);
  };

  // One Button in both states, so the focus stays on it when it changes.
  return entry.inCart ? (
    <Button
      size={size}
      block={block}
      icon={<DeleteOutlined aria-hidden="true" />}
      loading={entry.pending}
      onClick={remove}
      className="cart-toggle cart-toggle--remove"
    >
      Remove from cart
    </Button>
  ) : (
    <Button
      type="primary"
      size={size}
      block={block}
      icon={<ShoppingOutlined aria-hidden="true" />}
      loading={entry.pending}
      disabled={!entry.ready}
      onClick={() => run(add)}
      className="cart-toggle"
    >
      Add to cart
    </Button>
  );
}
