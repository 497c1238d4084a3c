import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Sends to another address with the query and hash kept, replacing this one in the history. */
function KeepQueryRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/**
 * /cart and /new-gallery are second addresses of Checkout and the gallery: the server answers them
 * with a permanent redirect, and a link inside the app lands on the canonical page the same way.
 */
export function CartRedirectRoute() {
  return <KeepQueryRedirect to={paths.checkout} />;
}

export function NewGalleryRedirectRoute() {
  return <KeepQueryRedirect to={paths.gallery} />;
}
