import type { Canvas } from '../canvas.ts';
import { darken, lighten, lightness } from '../colour.ts';
import type { WorkPalette } from '../palettes.ts';
import { rect } from '../svg.ts';
import type { StyleTraits } from './types.ts';

/** Soft-edged rectangles floating on a ground, in the manner of the colour-field painters. */
export function drawColourField(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const v = variant ?? rng.pick(['stacked', 'stacked', 'horizon', 'single']);
  const cols = rng.shuffle(p.colours);
  const ground = cols[0] as string;
  c.add(rect(0, 0, W, H, { fill: c.linear([{ offset: 0, colour: lighten(ground, 0.05) }, { offset: 1, colour: darken(ground, 0.08) }]) }));
  c.ground(ground);
  const soft = c.blur(m * rng.float(0.006, 0.014), rng.chance(0.7));
  const margin = m * rng.float(0.06, 0.1);
  const n = v === 'single' ? 1 : v === 'horizon' ? 2 : rng.int(2, 3);
  const gap = v === 'horizon' ? margin * 0.25 : margin * rng.float(0.5, 0.9);
  const avail = H - margin * 2 - gap * (n - 1);
  const weights = Array.from({ length: n }, () => rng.float(0.6, 1.4));
  const total = weights.reduce((s, x) => s + x, 0);
  let y = margin;
  for (let i = 0; i < n; i += 1) {
    const h = (avail * (weights[i] as number)) / total;
    // A field must stand off its ground, or the painting reads as an empty canvas.
    const candidates = cols.slice(1).filter((x) => Math.abs(lightness(x) - lightness(ground)) > 14);
    const col = (candidates.length > 0 ? candidates[i % candidates.length] : cols[(i % (cols.length - 1)) + 1]) as string;
    const fill = c.linear([
      { offset: 0, colour: lighten(col, rng.float(0, 0.1)) },
      { offset: 0.5, colour: col },
      { offset: 1, colour: darken(col, rng.float(0.04, 0.14)) },
    ], 0, 0, rng.float(0, 0.3), 1);
    c.add(rect(margin, y, W - margin * 2, h, { fill, filter: soft, opacity: rng.float(0.88, 0.97) }));
    c.paint(col, ((W - margin * 2) * h) / c.area);
    if (n === 1 && lightness(col) > 75) {
      // A pale single field gets faint ruled lines, as in Agnes Martin's grids, so it reads as painted.
      for (let ly = margin + m * 0.04; ly < margin + h - m * 0.02; ly += m * 0.035) {
        c.add(rect(margin * 1.3, ly, W - margin * 2.6, m * 0.0025, { fill: darken(col, 0.3), opacity: 0.45 }));
      }
    }
    y += h + gap;
  }
  return {
    variant: v,
    representational: 0.98,
    depth: 0.45,
    dynamic: 0.95,
    human: 1,
    cultural: 0.95,
    symmetric: 0.2,
    kikiBouba: 0.6,
    patterned: 0.95,
    singleMultiple: n === 1 ? 0.05 : n === 2 ? 0.35 : 0.55,
    subjects: v === 'horizon' ? ['Abstract Landscape', 'Emotion', 'Light', 'Solitude'] : ['Emotion', 'Light', rng.pick(['Faith and Spirituality', 'Solitude', 'Dreams', 'Memory'] as const), 'Time'],
    motifs: ['luminous fields', 'soft edges', 'breathing colour'],
  };
}
