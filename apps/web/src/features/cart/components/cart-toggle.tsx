import { CheckOutlined, ShoppingOutlined } from '@ant-design/icons';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { App, Button, Tooltip } from 'antd';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCartEntry } from '../hooks/use-cart-entry.ts';
import './cart-toggle.css';

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
 * A sold (1) or held (2) work hides the button and shows its state with the spec's tooltip.
 */
export function CartToggle({ artworkId, sold, galleryIndex, earlyAccessId, discountedPrice, size = 'large', block = false }: CartToggleProps) {
  const { message } = App.useApp();
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
    action().catch((error: unknown) => void message.error(errorMessage(error)));
  };

  return entry.inCart ? (
    <Button size={size} block={block} icon={<CheckOutlined aria-hidden="true" />} loading={entry.pending} onClick={() => run(entry.remove)} className="cart-toggle">
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
      onClick={() => run(entry.add)}
      className="cart-toggle"
    >
      Add to cart
    </Button>
  );
}
