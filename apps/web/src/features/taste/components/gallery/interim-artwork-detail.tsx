import { ArrowLeftOutlined } from '@ant-design/icons';
import type { GalleryWork } from '@vernissage/core/schemas';
import { formatPrice } from '@vernissage/core/text';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { SoldMarker } from '../sold-marker.tsx';
import { useArtwork } from '../../api/get-artwork.ts';
import { byLine, materialsOf, priceOf, sizeOf } from '../work-text.ts';

/**
 * INTERIM: a plain artwork detail for the gallery's renderDetail slot, until the artwork
 * feature's detail component replaces it in the /gallery and /view-gallery routes.
 */
export function InterimArtworkDetail({ work, onBack, actions }: { work: GalleryWork; onBack: () => void; actions?: ReactNode }) {
  const full = useArtwork(work.id);
  return (
    <article className="interim-detail" aria-label={work.title}>
      <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} className="interim-detail__back">
        Go back
      </Button>
      <div className="interim-detail__body">
        <div className="interim-detail__image">
          <ArtworkPicture image={work.image} alt={`${work.title} by ${work.artist.name}`} size="large" eager />
        </div>
        <div className="interim-detail__text">
          <h1 className="interim-detail__title">{work.title}</h1>
          <p className="interim-detail__artist">{byLine(work)}</p>
          <dl className="interim-detail__facts">
            <dt>Size</dt>
            <dd>{sizeOf(work)}</dd>
            <dt>Materials</dt>
            <dd>{materialsOf(work)}</dd>
            <dt>Price</dt>
            <dd className="interim-detail__price">
              {work.discountedPrice !== null ? <s>{formatPrice(work.price)}</s> : null} {priceOf(work)}
            </dd>
          </dl>
          <SoldMarker sold={work.sold} />
          {work.sold === 0 ? actions : null}
          {full.data?.description ? (
            <div
              className="prose interim-detail__description"
              // Sanitised by the server when stored (DESIGN.md).
              dangerouslySetInnerHTML={{ __html: full.data.description }}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
