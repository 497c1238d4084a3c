import type { GalleryWork } from '@vernissage/core/schemas';
import { Suspense } from 'react';
import { CartToggle } from '../../features/cart/components/cart-toggle.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { GalleryPage } from '../../features/taste/components/gallery/gallery-page.tsx';
import { ViewGalleryPage } from '../../features/taste/components/gallery/view-gallery-page.tsx';
import { lazyWithAntd } from '../../lib/with-antd.tsx';

// The detail view loads when a work is first opened from the gallery, with Ant Design's theme
// (it draws with Ant Design; the gallery itself does not, decision record 037).
const ArtworkDetail = lazyWithAntd(() => import('../../features/artwork/components/artwork-detail.tsx').then((m) => m.ArtworkDetail));

// The artwork detail and the cart button belong to other features; this route composes them
// into the gallery's slots. A work added from the gallery carries its place there, the spec's
// gallery_index of create-cart (spec/01 §3, §7).
const renderDetail = (work: GalleryWork, onBack: () => void, position: number) => (
  <Suspense fallback={<PageLoader label="Loading the artwork" />}>
    <ArtworkDetail artworkId={work.id} onBack={onBack} cartAction={<CartToggle artworkId={work.id} sold={work.sold} galleryIndex={position} block />} />
  </Suspense>
);
const renderActions = (work: GalleryWork, position: number) => <CartToggle artworkId={work.id} sold={work.sold} galleryIndex={position} size="middle" />;

/** /gallery: the collector's queue (signed-in people only; visitors see the members' page). */
export function GalleryRoute() {
  return <GalleryPage renderDetail={renderDetail} renderActions={renderActions} />;
}

/** /view-gallery: the gallery in crowd order, for visitors and for collectors who skipped the test. */
export function ViewGalleryRoute() {
  return <ViewGalleryPage renderDetail={renderDetail} renderActions={renderActions} />;
}
