import { describe, expect, it } from 'vitest';
import { matchesAtWidth } from './use-media-query.ts';

describe('media queries at the width a page was drawn for', () => {
  it('answers width features, alone or joined by and', () => {
    expect(matchesAtWidth('(max-width: 768px)', 412)).toBe(true);
    expect(matchesAtWidth('(max-width: 768px)', 1280)).toBe(false);
    expect(matchesAtWidth('(max-width: 575.98px)', 576)).toBe(false);
    expect(matchesAtWidth('(min-width: 992px)', 1280)).toBe(true);
    expect(matchesAtWidth('(min-width: 992px)', 412)).toBe(false);
    expect(matchesAtWidth('(min-width: 600px) and (max-width: 1200px)', 1000)).toBe(true);
    expect(matchesAtWidth('(min-width: 600px) and (max-width: 1200px)', 1280)).toBe(false);
  });

  it('does not claim what a width cannot tell', () => {
    expect(matchesAtWidth('(prefers-reduced-motion: reduce)', 412)).toBe(false);
    expect(matchesAtWidth('(orientation: portrait)', 412)).toBe(false);
    expect(matchesAtWidth('(max-width: 48em)', 412)).toBe(false);
  });
});
