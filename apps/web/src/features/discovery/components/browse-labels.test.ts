import { describe, expect, it } from 'vitest';
import { chipsOf } from './browse-labels.ts';

describe('the chips of a selection', () => {
  it('names each filter in force, one chip per colour or subject, and removes just that one', () => {
    const chips = chipsOf({ q: 'lake', sort: 'newest', minPrice: '100', maxPrice: '2500', colours: '14,1', subjects: '3', maxHeight: '40', framed: 'false', available: 'false', f11: '0.2-0.6' }, null);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Price $100 – $2,500',
      'Height up to 40 in',
      'Blue',
      'Black',
      'Animals',
      'Unframed',
      'Including sold and on hold',
      'Kiki ↔ Bouba: 0.20–0.60',
    ]);
    expect(chips.find((chip) => chip.label === 'Blue')?.without).toEqual({ colours: '1' });
    expect(chips.find((chip) => chip.label === 'Black')?.without).toEqual({ colours: '14' });
    expect(chips[0]?.without).toEqual({ minPrice: undefined, maxPrice: undefined });
  });

  it('names the artist once their works are shown, and says nothing of words or order', () => {
    expect(chipsOf({ artistId: 'a-1' }, 'Ada Lovelace').map((chip) => chip.label)).toEqual(['By Ada Lovelace']);
    expect(chipsOf({ artistId: 'a-1' }, null).map((chip) => chip.label)).toEqual(['One artist']);
    expect(chipsOf({ q: 'lake', sort: 'price-asc' }, null)).toEqual([]);
  });
});
