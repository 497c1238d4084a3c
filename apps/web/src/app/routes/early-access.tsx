import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { CartToggle } from '../../features/cart/components/cart-toggle.tsx';
import { EarlyAccessPage } from '../../features/early-access/components/early-access-page.tsx';
import { usePageHead } from '../../lib/use-page-head.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

// A work's detail loads when one is first opened: the page does not wait for it.
const ArtworkDetail = lazy(() => import('../../features/artwork/components/artwork-detail.tsx').then((m) => ({ default: m.ArtworkDetail })));

/**
 * /early-access: the passcode, then the preview. A work's detail opens in a modal whose cart adds
 * the work at its early price, which the server verifies (docs/decisions/024-early-access-cart.md).
 */
export function EarlyAccessRoute() {
  const { product } = useSiteConfig();
  usePageHead({ title: `Early access | ${product}`, description: `A private preview of new works on ${product}.` });
  return (
    <EarlyAccessPage
      renderDetail={(work, earlyAccessId) => (
        <Suspense fallback={<PageLoader label="Loading the artwork" />}>
          <ArtworkDetail artworkId={work.id} earlyPrice={work.earlyPrice} cartAction={<CartToggle artworkId={work.id} sold={work.sold} earlyAccessId={earlyAccessId} discountedPrice={work.earlyPrice} block />} />
        </Suspense>
      )}
    />
  );
}
