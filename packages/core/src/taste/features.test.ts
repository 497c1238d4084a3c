import { describe, expect, it } from 'vitest';
import type { Artwork } from '../schemas/artworks.ts';
import { featuresFromArtwork, formalPositions, uniqueValues } from './features.ts';

const artwork: Artwork = {
  id: 42,
  title: 'Blue Hour',
  description: '',
  artist: { id: 'a1', name: 'Ada Vale', logo: null },
  yearCreated: 2024,
  workStartDate: null,
  workEndDate: null,
  width: 24,
  height: 30,
  price: 1800,
  discountPercent: null,
  discountedPrice: null,
  sold: 0,
  status: '1',
  isFramed: false,
  partOfSeries: false,
  seriesName: null,
  uniqueCopy: true,
  editionSize: null,
  videoUrl: null,
  images: [],
  colours: [14, 15, 14],
  subjects: [40],
  mediums: [1, 14],
  surfaces: [14],
  formal: [
    { id: 8, name: 'Dark-Light', value: 0.8 },
    { id: 1, name: 'Representational-Abstract', value: 0.2 },
  ],
  createdAt: '2026-03-01T12:00:00.000Z',
};

describe('featuresFromArtwork', () => {
  it('takes the attribute sets, namespaced materials, formal positions by axis and the listing time', () => {
    expect(featuresFromArtwork(artwork)).toEqual({
      id: 42,
      colours: [14, 15],
      subjects: [40],
      materials: ['medium:1', 'medium:14', 'surface:14'],
      formal: { 1: 0.2, 8: 0.8 },
      listedAt: Date.UTC(2026, 2, 1, 12),
    });
  });

  it('ranks a work with an unreadable date as the oldest rather than breaking the sort', () => {
    expect(featuresFromArtwork({ ...artwork, createdAt: 'not a date' }).listedAt).toBe(0);
  });
});

describe('value helpers', () => {
  it('keeps each value once, in first-seen order', () => {
    expect(uniqueValues([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
    expect(uniqueValues(['medium:1', 'medium:1'])).toEqual(['medium:1']);
  });

  it('lists set formal axes in ascending axis order', () => {
    expect(formalPositions({ 12: 0.1, 3: 0.5, 1: 1 })).toEqual([
      [1, 1],
      [3, 0.5],
      [12, 0.1],
    ]);
  });
});
