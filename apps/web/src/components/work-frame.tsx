import { PICTURE_SIZES } from '@vernissage/core/constants';
import type { StoredImage } from '@vernissage/core/schemas';
import { pictureSrcset } from '@vernissage/core/text';
import type { ReactNode } from 'react';
import './work-frame.css';

/**
 * A work's picture in a grid card: the whole picture (never cropped) on a soft wall of one shape,
 * WebP where the browser takes it, the size the card needs from the stored sizes. The first row
 * loads at once (`eager`); the rest as they near. Without a picture, `placeholder` stands in.
 */
export function WorkFrame({ image, eager, placeholder }: { image: StoredImage | undefined; eager: boolean; placeholder?: ReactNode }) {
  return (
    <span className="work-frame">
      {image ? (
        <picture>
          <source type="image/webp" srcSet={pictureSrcset(image.sizes, 'webp')} sizes={PICTURE_SIZES.browseCard} />
          <img
            src={image.sizes.card.jpeg}
            srcSet={pictureSrcset(image.sizes, 'jpeg')}
            sizes={PICTURE_SIZES.browseCard}
            alt=""
            width={image.sizes.card.width}
            height={image.sizes.card.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </picture>
      ) : (
        placeholder
      )}
    </span>
  );
}
