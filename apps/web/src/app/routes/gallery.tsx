import { GalleryPage } from '../../features/taste/components/gallery/gallery-page.tsx';
import { InterimArtworkDetail } from '../../features/taste/components/gallery/interim-artwork-detail.tsx';
import { ViewGalleryPage } from '../../features/taste/components/gallery/view-gallery-page.tsx';

// The artwork detail and the cart button belong to other features; this route composes them
// into the gallery's slots. The detail is interim until the artwork feature's component lands.
const renderDetail = (work: Parameters<typeof InterimArtworkDetail>[0]['work'], onBack: () => void) => <InterimArtworkDetail work={work} onBack={onBack} />;
const renderActions = () => null;

/** /gallery: the collector's queue (signed-in people only; visitors go to /). */
export function GalleryRoute() {
  return <GalleryPage renderDetail={renderDetail} renderActions={renderActions} />;
}

/** /view-gallery: the gallery in crowd order, for visitors and for collectors who skipped the test. */
export function ViewGalleryRoute() {
  return <ViewGalleryPage renderDetail={renderDetail} renderActions={renderActions} />;
}
