import type { StoredImage } from '@vernissage/core/schemas';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtworkPicture } from './artwork-picture.tsx';

const variant = (name: string, width: number, height: number) => ({ webp: `/m/${name}.webp`, jpeg: `/m/${name}.jpg`, width, height });
const image: StoredImage = {
  url: '/m/large.webp',
  width: 1200,
  height: 1600,
  sizes: { thumb: variant('thumb', 90, 120), small: variant('small', 300, 400), card: variant('card', 480, 640), large: variant('large', 1200, 1600) },
};

describe('ArtworkPicture', () => {
  it('in a box its page sizes, carries its proportions so its size is known before it loads', () => {
    const { container } = render(
      <>
        <ArtworkPicture image={image} alt="On the wall" size="large" sizes="90vw" eager fit />
        <ArtworkPicture image={image} alt="In a list" size="thumb" />
      </>,
    );
    const [wall, thumb] = [...container.querySelectorAll('picture')];
    expect(wall).toHaveClass('artwork-picture--fit');
    expect(wall!.style.getPropertyValue('--picture-ratio')).toBe('0.75');
    expect(wall!.querySelector('img')).toHaveAttribute('width', '1200');
    // A picture without a box of its own keeps its natural sizing.
    expect(thumb).not.toHaveClass('artwork-picture--fit');
    expect(thumb!.style.getPropertyValue('--picture-ratio')).toBe('');
  });
});
