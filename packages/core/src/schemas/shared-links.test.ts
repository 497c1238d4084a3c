import { describe, expect, it } from 'vitest';
import { selectionCreateSchema, selectionSlug, titleSlug } from './shared-links.ts';

describe('shared link slugs', () => {
  it('names a selection by its words, subjects, colours, medium, shape, frame and price', () => {
    expect(selectionSlug({ subjects: '1', colours: '14', maxPrice: '2000' })).toBe('abstract-landscape-blue-under-2000');
    expect(selectionSlug({ q: 'Quiet  Lakes', orientation: 'portrait', framed: 'true', minPrice: '500', maxPrice: '900' })).toBe('quiet-lakes-portrait-framed-500-to-900');
    expect(selectionSlug({ minPrice: '300', available: 'false', framed: 'false' })).toBe('unframed-over-300-with-sold');
    expect(selectionSlug({ q: 'Lucía’s café!!' })).toBe('lucia-s-cafe');
  });

  it('falls back to "selection" when nothing in it reads as words, and stays short, cut between words', () => {
    expect(selectionSlug({})).toBe('selection');
    expect(selectionSlug({ sort: 'newest', f3: '0-0.5', colours: '999' })).toBe('selection');
    expect(selectionSlug({ q: '!!!' })).toBe('selection');
    const long = selectionSlug({ q: 'a very long search about quiet evening water colours', subjects: '1,2', colours: '1,2' });
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(long.startsWith('a-very-long-abstract-landscape')).toBe(true);
    expect(selectionSlug({ q: 'extraordinarily luminous watercolours', subjects: '1,2', colours: '1,2' })).toBe('extraordinarily-luminous-watercolours-abstract');
  });

  it('names a curated set by its title, else "set"', () => {
    expect(titleSlug('  Blue Hour, No. 3 ')).toBe('blue-hour-no-3');
    expect(titleSlug('???')).toBe('set');
    expect(titleSlug('x'.repeat(100))).toHaveLength(48);
  });

  it('accepts only selections the listing accepts', () => {
    expect(selectionCreateSchema.safeParse({ selection: { colours: '1,5', sort: 'price-asc' } }).success).toBe(true);
    expect(selectionCreateSchema.safeParse({ selection: { minPrice: '9', maxPrice: '1' } }).success).toBe(false);
    expect(selectionCreateSchema.safeParse({ selection: { cursor: 'abc' } }).success).toBe(false);
  });
});
