import { describe, expect, it } from 'vitest';
import { browseSegment, parseBrowseSegment } from './discovery.ts';

describe('the All Artworks address segment', () => {
  it('writes a selection in one fixed, readable order, leaving defaults out', () => {
    expect(browseSegment({ sort: 'price-asc', colours: '3,5', maxPrice: '900', q: 'blue sky', f11: '0.2-0.6', available: 'true' })).toBe(
      'q=blue%20sky;sort=price-asc;maxPrice=900;colours=3,5;f11=0.2-0.6',
    );
    expect(browseSegment({ sort: 'popular' })).toBe('');
    expect(browseSegment({})).toBe('');
  });

  it('reads back what it wrote, whatever the words hold', () => {
    const selection = { q: 'a;b=c, d%e/f', orientation: 'square', framed: 'false', available: 'false', artistId: 'artist-1' };
    expect(parseBrowseSegment(browseSegment(selection))).toEqual(selection);
  });

  it('drops unknown keys and values the listing would refuse (a reversed range: its lower end), keeping the rest', () => {
    expect(parseBrowseSegment('colours=3,x;minPrice=100;maxPrice=50;f3=0.9-0.1;sort=sideways;bogus=1;subjects=4;=;q=%E0%A4%A')).toEqual({ maxPrice: '50', subjects: '4' });
    expect(parseBrowseSegment('minPrice=100;maxPrice=500;orientation=portrait')).toEqual({ minPrice: '100', maxPrice: '500', orientation: 'portrait' });
    expect(parseBrowseSegment('')).toEqual({});
  });
});
