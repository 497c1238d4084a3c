import { COLOURS } from '@vernissage/core/lookups';
import { describe, expect, it } from 'vitest';
import { deriveColours, paletteMetrics } from './attributes.ts';
import { Canvas } from './canvas.ts';
import { nearestColourId } from './colour.ts';
import { createRng } from './prng.ts';
import { drawStripes } from './styles/stripes.ts';

const id = (label: string): number => COLOURS.find((c) => c.label === label)?.id ?? -1;

describe('colours derived from the drawing', () => {
  it('maps each named colour onto itself', () => {
    for (const c of COLOURS) expect(nearestColourId(c.hex)).toBe(c.id);
  });

  it('gives a work drawn only in blues Blue and Navy, never Red', () => {
    const canvas = new Canvas(800, 1000, createRng(3));
    drawStripes(canvas, { name: 'ice', colours: ['#14213d', '#1b2a5c', '#2f5fd0', '#3f6fb5', '#5b7fd6'] }, 'vertical');
    const colours = deriveColours(canvas.swatches());
    expect(colours).toContain(id('Blue'));
    expect(colours).toContain(id('Navy'));
    expect(colours).not.toContain(id('Red'));
    expect(colours).not.toContain(id('Orange'));
  });

  it('keeps colours that cover a meaningful area and drops small accents', () => {
    const colours = deriveColours([
      { hex: '#c8262d', area: 0.6 },
      { hex: '#f7f5f0', area: 0.37 },
      { hex: '#3c8a3f', area: 0.03 },
    ]);
    expect(colours).toEqual([id('Red'), id('White')]);
  });

  it('measures a one-hue palette as monochromatic and a rainbow as polychromatic', () => {
    const mono = paletteMetrics([{ hex: '#1b2a5c', area: 0.5 }, { hex: '#3f6fb5', area: 0.5 }]);
    const poly = paletteMetrics(['#c8262d', '#f3cf2f', '#3c8a3f', '#2f5fd0', '#6a3d9a'].map((hex) => ({ hex, area: 0.2 })));
    expect(mono.polychrome).toBeLessThan(0.25);
    expect(poly.polychrome).toBeGreaterThan(0.75);
  });

  it('measures black and white as high contrast and close greys as low contrast', () => {
    expect(paletteMetrics([{ hex: '#111111', area: 0.5 }, { hex: '#f7f5f0', area: 0.5 }]).lowContrast).toBeLessThan(0.2);
    expect(paletteMetrics([{ hex: '#c4c7cc', area: 0.5 }, { hex: '#dfe2e6', area: 0.5 }]).lowContrast).toBeGreaterThan(0.8);
  });
});
