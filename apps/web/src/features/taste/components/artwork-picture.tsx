import type { StoredImage } from '@vernissage/core/schemas';
import './taste.css';

interface ArtworkPictureProps {
  image: StoredImage | null;
  alt: string;
  size: 'thumb' | 'card' | 'large';
  className?: string;
  eager?: boolean;
}

/** A stored image as WebP with its JPEG fallback, drawn at its own proportions. */
export function ArtworkPicture({ image, alt, size, className, eager = false }: ArtworkPictureProps) {
  if (!image) return <div className={`artwork-picture artwork-picture--missing ${className ?? ''}`} role="img" aria-label={alt} />;
  const variant = image.sizes[size];
  return (
    <picture className={`artwork-picture ${className ?? ''}`}>
      <source type="image/webp" srcSet={variant.webp} />
      <img src={variant.jpeg} alt={alt} width={variant.width} height={variant.height} loading={eager ? 'eager' : 'lazy'} decoding="async" draggable={false} />
    </picture>
  );
}
