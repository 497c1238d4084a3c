import { describe, expect, it } from 'vitest';
import { quizCoverage } from './coverage.ts';
import type { TasteFeatures } from './features.ts';

const work = (over: Partial<TasteFeatures> = {}): TasteFeatures => ({ id: 1, colours: [], subjects: [], materials: [], formal: {}, listedAt: 0, ...over });

describe('quizCoverage', () => {
  it('lists covered and missing values in code-list order', () => {
    const coverage = quizCoverage([
      work({ id: 1, colours: [14, 1], subjects: [40], materials: ['medium:1', 'surface:14'] }),
      work({ id: 2, colours: [14, 7], subjects: [31, 40], materials: ['medium:1'] }),
    ]);
    expect(coverage.colours.covered).toEqual([1, 7, 14]);
    expect(coverage.colours.missing).toHaveLength(15);
    expect(coverage.colours.missing).not.toContain(14);
    expect(coverage.subjects.covered).toEqual([31, 40]);
    expect(coverage.subjects.missing).toHaveLength(78);
    expect(coverage.materials.covered).toEqual(['medium:1', 'surface:14']);
    expect(coverage.materials.missing).toContain('surface:15');
  });

  it('says per axis whether each pole is reached (within 0.25 of it)', () => {
    const coverage = quizCoverage([work({ id: 1, formal: { 1: 0.1, 11: 0.75 } }), work({ id: 2, formal: { 1: 0.8, 11: 0.5 } }), work({ id: 3, formal: { 2: 0.26 } })]);
    const axis = (id: number) => coverage.formal.find((a) => a.id === id)!;
    expect(coverage.formal).toHaveLength(14);
    expect(axis(1)).toMatchObject({ name: 'Representational-Abstract', poles: ['Representational', 'Abstract'], first: true, second: true });
    expect(axis(11)).toMatchObject({ first: false, second: true });
    expect(axis(2)).toMatchObject({ first: false, second: false });
  });

  it('covers nothing for an empty set', () => {
    const coverage = quizCoverage([]);
    expect(coverage.colours.covered).toEqual([]);
    expect(coverage.formal.every((a) => !a.first && !a.second)).toBe(true);
  });
});
