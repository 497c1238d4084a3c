import type { StoredImage } from '@vernissage/core/schemas';
import { Image } from 'antd';
import { cloneElement, type ReactElement } from 'react';

interface ZoomPreviewProps {
  title: string;
  images: StoredImage[];
  current: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (index: number) => void;
}

/** The zoom into the large images, with arrows between them. */
export function ZoomPreview({ title, images, current, open, onOpenChange, onChange }: ZoomPreviewProps) {
  return (
    <Image.PreviewGroup
      items={images.map((item, index) => ({ src: item.sizes.large.jpeg, alt: `Zoomed: ${title}, image ${index + 1} of ${images.length}` }))}
      preview={{
        rootClassName: 'artwork-zoom',
        // Names the zoom dialog (its aria-label).
        alt: `Zoomed: ${title}, image ${current + 1} of ${images.length}`,
        open,
        current,
        onOpenChange,
        onChange,
        // The zoomed image keeps a name, like the one on the page.
        imageRender: (original, info) => cloneElement(original as ReactElement<{ alt?: string }>, { alt: `${title}, image ${info.current + 1} of ${images.length}` }),
      }}
    />
  );
}
