import type { GalleryWork } from '@vernissage/core/schemas';
import { CartToggle } from '../../features/cart/components/cart-toggle.tsx';
import { ArtworkDetail } from '../../features/artwork/components/artwork-detail.tsx';
import { GalleryPage } from '../../features/taste/components/gallery/gallery-page.tsx';
import { ViewGalleryPage } from '../../features/taste/components/gallery/view-gallery-page.tsx';

// The artwork detail and the cart button belong to other features; this route composes them
// into the gallery's slots.
const renderDetail = (work: GalleryWork, onBack: () => void) => (
  <ArtworkDetail artworkId={work.id} onBack={onBack} cartAction={<CartToggle artworkId={work.id} sold={work.sold} block />} />
);
const renderActions = (work: GalleryWork) => <CartToggle artworkId={work.id} sold={work.sold} size="middle" />;

/** /gallery: the collector's queue (signed-in people only; visitors go to /). */
export function GalleryRoute() {
  return <GalleryPage renderDetail={renderDetail} renderActions={renderActions} />;
}

/** /view-gallery: the gallery in crowd order, for visitors and for collectors who skipped the test. */
export function ViewGalleryRoute() {
  return <ViewGalleryPage renderDetail={renderDetail} renderActions={renderActions} />;
}
