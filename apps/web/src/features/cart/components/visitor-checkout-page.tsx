import { OrderTotals } from '../../../components/order-totals.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { useCartRemove } from '../hooks/use-cart-entry.ts';
import { useCartPreview } from '../api/preview-cart.ts';
import { useGuestCart } from '../guest-cart.ts';
import { useAuthModal, useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CartLines } from './cart-lines.tsx';
import { EmptyCart } from './empty-cart.tsx';
import './checkout.css';

/**
 * /check-out: a visitor's session cart, priced by the server, with the prompt to log in or sign
 * up to place the order. The cart joins the account at sign-in, and /checkout takes over.
 */
export function VisitorCheckoutPage() {
  const items = useGuestCart({ shapesPage: true });
  const preview = useCartPreview(items, items.length > 0);
  const remover = useCartRemove();
  const signIn = useSignInPrompt(paths.checkout);
  const modals = useAuthModal();

  const heading = <PageHeading title="Your cart" description="The works you have chosen. Log in or sign up to place your order: your cart comes with you." />;
  if (!items.length) {
    return (
      <div className="visitor-checkout">
        {heading}
        <EmptyCart signedIn={false} />
      </div>
    );
  }
  if (preview.isPending) return <PageLoader label="Loading your cart" />;
  if (preview.isError) return <QueryError error={preview.error} onRetry={() => void preview.refetch()} />;

  // While new prices load after a removal, the removed work is already gone from the list.
  const kept = new Set(items.map((item) => item.artworkId));
  const lines = preview.data.items.filter((line) => kept.has(line.artwork.id));

  return (
    <div className="visitor-checkout">
      {heading}
      <div className="checkout__grid checkout__grid--visitor">
        <section className="checkout__summary checkout__summary--plain" aria-labelledby="visitor-cart">
          <h2 id="visitor-cart" className="checkout__section-title">
            {lines.length === 1 ? '1 work' : `${lines.length} works`}
          </h2>
          <CartLines lines={lines} onRemove={(artworkId) => void remover.remove(artworkId)} />
        </section>
        <aside className="checkout__prompt" aria-labelledby="visitor-order">
          <h2 id="visitor-order" className="checkout__section-title">
            Place your order
          </h2>
          <OrderTotals subtotal={preview.data.subtotal} deliveryFee={preview.data.deliveryFee} total={preview.data.total} />
          <p className="checkout__lead">Log in or sign up to place your order. The works in your cart move to your account.</p>
          <div className="checkout__prompt-actions">
            <Button type="primary" size="large" block onClick={signIn}>
              Log in to place your order
            </Button>
            <Button size="large" block onClick={() => modals?.open({ view: 'sign-up', variant: 'simple' })}>
              Sign up
            </Button>
          </div>
          <p className="checkout__assurance">Placing an order reserves the works for you; our team then contacts you to coordinate the shipping date and time.</p>
        </aside>
      </div>
    </div>
  );
}
