import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { formatPrice } from '@vernissage/core/text';
import { useLocation, useNavigate } from 'react-router';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/api/get-session.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { markShowPurchaseTasteModal } from '../../../lib/purchase-flags.ts';
import type { PurchaseState } from './checkout-page.tsx';
import './checkout.css';

/** The order just placed, which checkout hands to /purchase-sucess; absent on a reload or a typed link. */
export function usePlacedOrder() {
  return (useLocation().state as PurchaseState | null)?.order;
}

/** /purchase-sucess: the thanks, what happens next, the support contacts, and Go To Gallery. */
export function PurchaseSuccessPage() {
  const { supportEmail, supportPhone } = useSiteConfig();
  const { user } = useSession();
  const navigate = useNavigate();
  const order = usePlacedOrder();

  const toGallery = () => {
    markShowPurchaseTasteModal();
    void navigate(paths.gallery);
  };

  return (
    <div className="purchase-success">
      <div className="purchase-success__card">
        {order ? <p className="eyebrow">Order #{order.id}</p> : null}
        <h1 className="purchase-success__title">Thank you for your purchase!</h1>
        <p className="purchase-success__lead">Our team will contact you to coordinate the shipping date and time.</p>

        {order ? (
          <div className="purchase-success__order">
            <ul className="purchase-success__works" aria-label="Works in your order">
              {order.items.map((line) => (
                <li key={line.id} className="purchase-success__work">
                  <ArtworkThumb image={line.artwork.image} size={64} />
                  <span className="purchase-success__work-text">
                    <span className="purchase-success__work-title">{line.artwork.title}</span>
                    <span className="purchase-success__work-artist">{line.artwork.artist.name}</span>
                  </span>
                  <span className="purchase-success__work-price">{formatPrice(line.amount)}</span>
                </li>
              ))}
            </ul>
            <p className="purchase-success__total">
              <span>Total</span>
              <span>{formatPrice(order.total)}</span>
            </p>
            <p className="purchase-success__note">
              The works are reserved for you. A confirmation has been sent to <strong>{order.contact.email}</strong>.
            </p>
          </div>
        ) : null}

        <div className="purchase-success__support">
          <p className="purchase-success__support-title">Questions in the meantime?</p>
          {supportEmail ? (
            <a className="purchase-success__contact" href={`mailto:${supportEmail}`}>
              <MailOutlined aria-hidden="true" /> {supportEmail}
            </a>
          ) : null}
          {supportPhone ? (
            <a className="purchase-success__contact" href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>
              <PhoneOutlined aria-hidden="true" /> {supportPhone}
            </a>
          ) : null}
        </div>

        <div className="purchase-success__actions">
          <Button type="primary" size="large" onClick={toGallery}>
            Go To Gallery
          </Button>
          {user ? (
            <LinkButton size="large" to={paths.myPurchases}>
              My Purchases
            </LinkButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * /purchase-sucess for someone with no order of theirs (a visitor, or a member who has never
 * ordered): nothing to thank them for, so it says so and leads to the gallery.
 */
export function NoPurchasePage() {
  const { user } = useSession();
  return (
    <div className="purchase-success">
      <div className="purchase-success__card">
        <h1 className="purchase-success__title">You have no orders yet</h1>
        <p className="purchase-success__lead">
          This page confirms an order once it is placed. Find a work you love in the gallery, add it to your cart and check out: the thanks will
          be here.
        </p>
        <div className="purchase-success__actions">
          <LinkButton type="primary" size="large" to={user ? paths.gallery : paths.viewGallery}>
            Go To Gallery
          </LinkButton>
        </div>
      </div>
    </div>
  );
}
