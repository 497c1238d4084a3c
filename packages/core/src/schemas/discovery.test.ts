import { describe, expect, it } from 'vitest';
import { checkBrowseValue } from '../browse.ts';
import { BROWSE_LINK_KEYS, BROWSE_SORTS, browseQuerySchema, browseSegment, parseBrowseSegment, type BrowseLinkKey } from './discovery.ts';

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

describe('the address check without zod (../browse.ts)', () => {
  /** Values around every rule of browseQuerySchema, for each kind of key. */
  const SAMPLES: Record<string, string[]> = {
    q: ['blue', '  sky  ', 'a'.repeat(200), 'a'.repeat(201), ` ${'a'.repeat(200)} `, 'tab\there', 'nul\u0000', 'line\nbreak', 'bell\u0007'],
    sort: [...BROWSE_SORTS, 'sideways', 'Popular', ''],
    minPrice: ['', '0', '1', '900', '-1', '1.5', 'abc', '1e3', '0x10', ' 12 ', 'Infinity', '9999999999', '10000000000', '-0'],
    minWidth: ['', '0', '12.5', '12.', '.5', '99999', '99999.5', '-0.1', 'NaN', '1e2', ' 3 '],
    orientation: ['portrait', 'landscape', 'square', 'round', 'Portrait'],
    colours: ['3', '3,5', '0', '32767', '32768', '1,x', '1,,2', ',1', '123456', `${'1,'.repeat(120)}1`, '01', '00001'],
    framed: ['true', 'false', 'yes', 'TRUE'],
    artistId: ['artist-1', 'a'.repeat(100), 'a'.repeat(101)],
    available: ['true', 'false', '1'],
    f1: ['0-1', '0.2-0.6', '.2-.6', '1.0-1', '0.6-0.2', '0.1234567-1', '1.1-1', '0-1.000001', '0.5', 'a-b', '0-1-1'],
  };
  const KIN: Partial<Record<BrowseLinkKey, string>> = { maxPrice: 'minPrice', maxWidth: 'minWidth', minHeight: 'minWidth', maxHeight: 'minWidth', subjects: 'colours', mediums: 'colours', surfaces: 'colours' };

  it('takes exactly the values the listing takes, key by key', () => {
    for (const key of BROWSE_LINK_KEYS) {
      const samples = SAMPLES[KIN[key] ?? (key.startsWith('f') ? 'f1' : key)] ?? [];
      expect(samples.length, key).toBeGreaterThan(0);
      for (const value of samples) {
        expect(checkBrowseValue(key, value), `${key}=${JSON.stringify(value)}`).toBe(browseQuerySchema.safeParse({ [key]: value }).success);
      }
    }
  });

  it('drops what the listing refuses from a whole segment, as the schema would', () => {
    for (const segment of ['minWidth=30;maxWidth=20;minHeight=5;maxHeight=6', 'minPrice=abc;maxPrice=50', 'minPrice=1;minPrice=abc', 'f2=0.1-0.3;f3=0.3-0.1;q=sea']) {
      const params = parseBrowseSegment(segment);
      expect(browseQuerySchema.safeParse(params).success, segment).toBe(true);
    }
    expect(parseBrowseSegment('minWidth=30;maxWidth=20;minHeight=5;maxHeight=6')).toEqual({ maxWidth: '20', minHeight: '5', maxHeight: '6' });
    expect(parseBrowseSegment('minPrice=1;minPrice=abc')).toEqual({});
  });
});
