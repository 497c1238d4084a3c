import type { StoredImage } from '@vernissage/core/schemas';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkFrame } from './work-frame.tsx';

function picture(width: number, height: number): StoredImage {
  const size = (w: number, h: number, name: string) => ({ webp: `/media/w/${name}.webp`, jpeg: `/media/w/${name}.jpg`, width: w, height: h });
  return {
    url: '/media/w/large.webp',
    width,
    height,
    sizes: {
      thumb: size(Math.round((width / height) * 120), 120, 'thumb'),
      small: size(Math.round((width / height) * 400), 400, 'small'),
      card: size(Math.round((width / height) * 640), 640, 'card'),
      large: size(width, height, 'large'),
    },
  };
}

describe('WorkFrame', () => {
  it('sizes a picture by the side of the frame it fills, so its box is final before it loads', () => {
    const { container } = render(
      <>
        <WorkFrame image={picture(1600, 1000)} eager />
        <WorkFrame image={picture(800, 1600)} eager={false} />
        <WorkFrame image={picture(1000, 1000)} eager={false} />
      </>,
    );
    const images = [...container.querySelectorAll('.work-frame img')];
    // A landscape and a square fill the frame's width (its inside is 0.77 wide for 1 high); a
    // tall picture fills its height. Each keeps its width and height attributes for the ratio.
    expect(images.map((image) => image.className)).toEqual(['work-frame__wide', 'work-frame__tall', 'work-frame__wide']);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(images[1]!.getAttribute('width')).toBe('320');
    expect(images[1]!.getAttribute('height')).toBe('640');
  });
});
