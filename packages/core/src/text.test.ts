import { describe, expect, it } from 'vitest';
import { MATERIALS_SHOWN_MAX } from './constants.ts';
import { artistPath, artworkPath, dimensionsLine, discountedPrice, formatCount, formatPrice, formatPriceCents, idFromSlug, initials, marqueePictureSizes, materialsLine, pictureSrcset, shippingAddressLine, splitHomeSnippet, stripTags, truncate, workFrameSizes, fillsFrameWidth } from './text.ts';

describe('text helpers', () => {
  it('truncates with an ellipsis only when something was cut', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });

  it('splits the Home snippet on the line-break marker into three parts', () => {
    expect(splitHomeSnippet('<p>Art for you<br>Like a few works<br/>Chicago only</p>')).toEqual(['Art for you', 'Like a few works', 'Chicago only']);
    expect(splitHomeSnippet('Only one')).toEqual(['Only one', '', '']);
  });

  it('counts visible text only', () => {
    expect(stripTags('<p>Hello&nbsp;<b>there</b></p>')).toBe('Hello there');
  });

  it('formats prices with no decimals and with two', () => {
    expect(formatPrice(1249.6)).toBe('$1,250');
    expect(formatPriceCents(1250)).toBe('$1,250.00');
  });

  it('groups digits as en-US does, without building an Intl formatter', () => {
    const counts = [0, 7, 999, 1000, 12_345, 1_000_000, -1000, -250, 2_147_483_647, 10n ** 15n];
    for (const n of counts) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(1234.5)).toBe('1,234.5');
    const cents = [0, 0.5, 1.05, 99.99, 1250.5, 1_234_567.89, -1250.5, 669.99];
    for (const amount of cents) expect(formatPriceCents(amount)).toBe(`$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    expect(formatPrice(999_999.5)).toBe('$1,000,000');
  });

  it('computes the discounted price as price − price × discount / 100', () => {
    expect(discountedPrice(1000, 15)).toBe(850);
    expect(discountedPrice(999.99, 33)).toBe(669.99);
  });

  it('builds the share path from title letters and reads the id back from its last segment', () => {
    expect(artworkPath('Blue Hour, No. 3', 42)).toBe('/artwork-for-sale/Blue-Hour-No-42');
    expect(idFromSlug('Blue-Hour-No-42')).toBe(42);
    expect(idFromSlug('Blue-Hour')).toBeNull();
  });

  it("builds an artist's page path from the name's letters, accents dropped, and their public id", () => {
    expect(artistPath('Lucía Ferrer', 12)).toBe('/artists/Lucia-Ferrer-12');
    expect(artistPath('Mei-Lin Chou', 3)).toBe('/artists/Mei-Lin-Chou-3');
    expect(artistPath("Halsted Street Gallery & Co.", 40)).toBe('/artists/Halsted-Street-Gallery-Co-40');
    expect(artistPath('王芳', 7)).toBe('/artists/7');
    expect(idFromSlug(artistPath('Mei-Lin Chou', 3).slice('/artists/'.length))).toBe(3);
  });

  it('reads no id from a segment that is not a whole number a table can hold', () => {
    for (const param of ['Ada-0', 'Ada-12a', 'Ada-1.5', 'Ada-2147483648', `Ada-${'9'.repeat(30)}`, 'Ada-1e3', '']) {
      expect(idFromSlug(param), param).toBeNull();
    }
    expect(idFromSlug('2147483647')).toBe(2_147_483_647);
  });

  // spec/01 §2 (taste quiz) and §9: the first 3 materials, lowercased, 'on', up to 3 supports as
  // listed, '...' where a list was cut; at most 3 shown per group, on every page.
  it('shows up to three materials lowercased, on, up to three supports as listed, and ... after the group that was cut', () => {
    expect(materialsLine(['Oil paint', 'Acrylic paint'], ['Canvas'])).toBe('oil paint, acrylic paint on Canvas');
    expect(materialsLine(['Oil paint', 'Ink', 'Chalk', 'Pastel'], ['Paper'])).toBe('oil paint, ink, chalk... on Paper');
    expect(materialsLine(['Oil paint'], ['Canvas', 'Linen', 'Wood', 'Panel'])).toBe('oil paint on Canvas, Linen, Wood...');
    expect(materialsLine(['A', 'B', 'C', 'D'], ['W', 'X', 'Y', 'Z'])).toBe('a, b, c... on W, X, Y...');
    expect(materialsLine(['Oil paint', 'Ink', 'Chalk'], ['Canvas', 'Linen', 'Wood'])).toBe('oil paint, ink, chalk on Canvas, Linen, Wood');
    expect(materialsLine([], ['Paper', 'Card stock'])).toBe('Paper, Card stock');
    expect(materialsLine(['Ink'], [])).toBe('ink');
    expect(materialsLine([], [])).toBe('');
  });

  it('shows at most MATERIALS_SHOWN_MAX per group unless told otherwise', () => {
    const many = ['A', 'B', 'C', 'D', 'E'];
    expect(materialsLine(many, [])).toBe(`${many.slice(0, MATERIALS_SHOWN_MAX).join(', ').toLowerCase()}...`);
    expect(materialsLine(many, [], 2)).toBe('a, b...');
  });

  it('gives dimensions in inches with centimetres beside them', () => {
    expect(dimensionsLine(24, 36)).toEqual({ inches: '24 x 36 in', cm: '61 x 91.4 cm' });
    expect(dimensionsLine(17.5, 22.25)).toEqual({ inches: '17.5 x 22.25 in', cm: '44.5 x 56.5 cm' });
  });

  it('makes initials from the first and last name', () => {
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('cher')).toBe('C');
  });

  it('writes a shipping address on one line, with the ZIP code after the city when the order has one', () => {
    expect(shippingAddressLine({ address: '1 Main St', city: 'Chicago', zip: '60601-1234' })).toBe('1 Main St, Chicago 60601-1234');
    expect(shippingAddressLine({ address: '1 Main St', city: 'Chicago', zip: null })).toBe('1 Main St, Chicago');
    expect(shippingAddressLine({ address: '', city: null, zip: null })).toBe('');
  });

  it('lists a picture\'s sizes from small up as a width srcset, without the sizes an image stored before them lacks', () => {
    const variant = (name: string, width: number, height: number) => ({ webp: `/m/${name}.webp`, jpeg: `/m/${name}.jpg`, width, height });
    const sizes = { thumb: variant('thumb', 120, 80), small: variant('small', 400, 267), card: variant('card', 640, 427), medium: variant('medium', 1024, 683), large: variant('large', 1600, 1067) };
    expect(pictureSrcset(sizes, 'webp')).toBe('/m/small.webp 400w, /m/card.webp 640w, /m/medium.webp 1024w, /m/large.webp 1600w');
    expect(pictureSrcset(sizes, 'jpeg', 'card')).toBe('/m/small.jpg 400w, /m/card.jpg 640w');
    const { small: _small, medium: _medium, ...older } = sizes;
    expect(pictureSrcset(older, 'webp')).toBe('/m/card.webp 640w, /m/large.webp 1600w');
    // A picture smaller than the medium box: medium and large are the same width, listed once.
    const smallPicture = { ...sizes, medium: variant('medium', 900, 600), large: variant('large', 900, 600) };
    expect(pictureSrcset(smallPicture, 'webp')).toBe('/m/small.webp 400w, /m/card.webp 640w, /m/large.webp 900w');
  });

  it('sizes a marquee slide by its picture at the row height of a phone and of a wider screen', () => {
    const card = (width: number, height: number) => ({ sizes: { thumb: { webp: '', jpeg: '', width: 1, height: 1 }, card: { webp: '', jpeg: '', width, height }, large: { webp: '', jpeg: '', width: 1, height: 1 } } });
    expect(marqueePictureSizes(card(640, 427))).toBe('(max-width: 768px) 225px, 282px');
    expect(marqueePictureSizes(card(480, 640))).toBe('(max-width: 768px) 113px, 141px');
    expect(marqueePictureSizes(card(640, 640))).toBe('(max-width: 768px) 150px, 188px');
  });

  it('sizes a grid card’s picture by the side of the frame it fills', () => {
    const card = (width: number, height: number) => ({ sizes: { thumb: { webp: '', jpeg: '', width: 1, height: 1 }, card: { webp: '', jpeg: '', width, height }, large: { webp: '', jpeg: '', width: 1, height: 1 } } });
    // The frame's inside is 0.84 of its width across and 1.09 down (4 ∶ 5, a margin of 8%).
    // A landscape or a square fills its width: 0.84 of 46vw, 30vw and 280px.
    expect(fillsFrameWidth(card(640, 427))).toBe(true);
    expect(workFrameSizes(card(640, 427))).toBe('(max-width: 640px) 38.7vw, (max-width: 1200px) 25.2vw, 235.2px');
    expect(workFrameSizes(card(640, 640))).toBe(workFrameSizes(card(640, 427)));
    // A 3 ∶ 4 portrait fills its height: 1.09 × 0.75 of the frame's width.
    expect(fillsFrameWidth(card(480, 640))).toBe(false);
    expect(workFrameSizes(card(480, 640))).toBe('(max-width: 640px) 37.7vw, (max-width: 1200px) 24.6vw, 229px');
    // Just wider than the inside (0.77) fills the width; just narrower, the height.
    expect(fillsFrameWidth(card(494, 640))).toBe(true);
    expect(fillsFrameWidth(card(492, 640))).toBe(false);
  });
});
