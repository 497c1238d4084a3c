import { describe, expect, it } from 'vitest';
import { CHICAGO_AREA_CITIES, COLOURS, FORMAL_CATEGORIES, MEDIA_AND_MATERIALS, MEDIUMS, SUBJECTS, SURFACES, materialKeys, subjectId } from './index.ts';

const ids = (list: readonly { id: number }[]) => list.map((o) => o.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('lookup lists', () => {
  it('has 18 colours from Black to Pink', () => {
    expect(ids(COLOURS)).toEqual(range(1, 18));
    expect(COLOURS[0]?.label).toBe('Black');
    expect(COLOURS[17]?.label).toBe('Pink');
    expect(new Set(COLOURS.map((c) => c.hex)).size).toBe(18);
  });

  it('has 80 distinct subjects including every label the spec names', () => {
    expect(ids(SUBJECTS)).toEqual(range(1, 80));
    expect(new Set(SUBJECTS.map((s) => s.label)).size).toBe(80);
    const named = ['Abstract Landscape', 'Animals', 'Architecture', 'Childhood', 'Death', 'Family', 'Fashion', 'Food', 'Humor', 'Love', 'Music', 'Nature', 'Politics', 'Self-Portrait', 'Time', 'War and Military', 'Water', 'Work and Workers'] as const;
    for (const label of named) expect(subjectId(label)).toBeGreaterThan(0);
  });

  it('has mediums 1–27, surfaces 14–33 and the 22 media and materials in the spec order', () => {
    expect(ids(MEDIUMS)).toEqual(range(1, 27));
    for (const label of ['Oil paint', 'Acrylic paint', 'Watercolor', 'Charcoal', 'Digital print', 'Ink', 'Mixed Media', 'Steel', 'Encaustic']) {
      expect(MEDIUMS.map((m) => m.label)).toContain(label);
    }
    expect(ids(SURFACES)).toEqual(range(14, 33));
    for (const label of ['Canvas', 'Paper', 'Glass', 'Wood', 'Aluminum', 'Panel', 'Linen']) expect(SURFACES.map((s) => s.label)).toContain(label);
    expect(MEDIA_AND_MATERIALS.map((m) => m.label)).toEqual([
      'Oil paint', 'Acrylic paint', 'Watercolor', 'Glass paint', 'Charcoal', 'Crayon', 'Chalk', 'Graphite', 'Digital Print', 'Ink', 'Gouache',
      'Pastel', 'Mixed Media', 'Canvas', 'Paper', 'Card stock', 'Glass', 'Metal', 'Fabric', 'Scratchboard', 'Vellum', 'Wood',
    ]);
  });

  it('has the 14 formal categories with their two poles', () => {
    expect(ids(FORMAL_CATEGORIES)).toEqual(range(1, 14));
    expect(FORMAL_CATEGORIES[0]).toMatchObject({ name: 'Representational-Abstract', poles: ['Representational', 'Abstract'] });
    expect(FORMAL_CATEGORIES[10]?.poles).toEqual(['Kiki', 'Bouba']);
    expect(FORMAL_CATEGORIES[13]?.name).toBe('Single Object-Multiple Objects');
  });

  it('namespaces material keys because the medium and surface codes overlap', () => {
    expect(materialKeys([1, 14], [14])).toEqual(['medium:1', 'medium:14', 'surface:14']);
  });

  it('offers Chicago-area cities, Chicago among them', () => {
    expect(CHICAGO_AREA_CITIES).toContain('Chicago');
    expect(new Set(CHICAGO_AREA_CITIES).size).toBe(CHICAGO_AREA_CITIES.length);
  });
});
