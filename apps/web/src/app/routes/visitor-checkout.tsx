import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/api/get-session.ts';
import { VisitorCheckoutPage } from '../../features/cart/components/visitor-checkout-page.tsx';

/** /check-out: a visitor's session cart; once signed in (the cart merged), /checkout takes over. */
export function VisitorCheckoutRoute() {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return user ? <Navigate to={paths.checkout} replace /> : <VisitorCheckoutPage />;
}
