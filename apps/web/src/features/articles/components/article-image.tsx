import type { StoredImage } from '@vernissage/core/schemas';
import { pictureSrcset } from '@vernissage/core/text';

/** An entry's cover, or the product's name on a plain field when it has none; the box is reserved either way. */
export function ArticleImage({ image, product, sizes, eager = false }: { image: StoredImage | null; product: string; sizes: string; eager?: boolean }) {
  if (!image) {
    return (
      <span className="article-image article-image--placeholder" aria-hidden="true">
        {product}
      </span>
    );
  }
  return (
    <picture className="article-image">
      <source type="image/webp" srcSet={pictureSrcset(image.sizes, 'webp')} sizes={sizes} />
      <img
        src={image.sizes.card.jpeg}
        srcSet={pictureSrcset(image.sizes, 'jpeg')}
        sizes={sizes}
        alt=""
        width={image.sizes.card.width}
        height={image.sizes.card.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
