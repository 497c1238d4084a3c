import type { Canvas } from '../canvas.ts';
import { darkest, lightest, mids, type WorkPalette } from '../palettes.ts';
import { circle, path, polygon, rect } from '../svg.ts';
import type { StyleTraits } from './types.ts';

/** Repeated motifs on a grid: Truchet arcs, dots, diamonds, scales, nested squares. */
export function drawPattern(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H } = c;
  const v = variant ?? rng.pick(['truchet', 'dots', 'diamonds', 'scales', 'squares']);
  const cols = v === 'scales' ? rng.int(3, 6) : rng.int(5, 10);
  const cell = W / cols;
  const rows = Math.ceil(H / cell);
  const darkGround = rng.chance(0.4);
  const ground = darkGround ? darkest(p) : lightest(p);
  const inks = darkGround ? [...mids(p), lightest(p)] : [darkest(p), ...mids(p)];
  const ink = rng.pick(inks);
  const second = rng.pick(inks.filter((x) => x !== ink));
  c.add(rect(0, 0, W, H, { fill: ground }));
  c.ground(ground);
  const parts: string[] = [];
  const cellFrac = (cell * cell) / c.area;

  for (let i = 0; i < cols; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const x = i * cell;
      const y = j * cell;
      const alt = (i + j) % 2 === 0;
      if (v === 'truchet') {
        const sw = cell * 0.16;
        const flip = rng.chance(0.5);
        const col = rng.chance(0.8) ? ink : second;
        const arc = flip
          ? `M${x + cell / 2},${y} A${cell / 2},${cell / 2} 0 0 1 ${x + cell},${y + cell / 2} M${x},${y + cell / 2} A${cell / 2},${cell / 2} 0 0 0 ${x + cell / 2},${y + cell}`
          : `M${x + cell / 2},${y} A${cell / 2},${cell / 2} 0 0 0 ${x},${y + cell / 2} M${x + cell},${y + cell / 2} A${cell / 2},${cell / 2} 0 0 1 ${x + cell / 2},${y + cell}`;
        parts.push(path(arc, { fill: 'none', stroke: col, 'stroke-width': sw, 'stroke-linecap': 'round' }));
        c.paint(col, cellFrac * 0.25);
      } else if (v === 'dots') {
        const r = cell * rng.float(0.18, 0.42);
        const col = alt ? ink : second;
        parts.push(circle(x + cell / 2, y + cell / 2, r, { fill: col }));
        if (rng.chance(0.4)) parts.push(circle(x + cell / 2, y + cell / 2, r * 0.45, { fill: ground }));
        c.paint(col, (Math.PI * r * r) / c.area);
      } else if (v === 'diamonds') {
        const col = alt ? ink : second;
        const h = cell / 2;
        parts.push(polygon([[x + h, y], [x + cell, y + h], [x + h, y + cell], [x, y + h]], { fill: col }));
        parts.push(polygon([[x + h, y + h * 0.45], [x + h * 1.55, y + h], [x + h, y + h * 1.55], [x + h * 0.45, y + h]], { fill: ground }));
        c.paint(col, cellFrac * 0.4);
      } else if (v === 'scales') {
        // Drawn separately below: seigaiha rows overlap, so they are not one motif per cell.
      } else {
        const col = alt ? ink : second;
        for (let k = 0; k < 3; k += 1) {
          const inset = cell * (0.08 + k * 0.14);
          parts.push(rect(x + inset, y + inset, cell - inset * 2, cell - inset * 2, { fill: k % 2 === 0 ? col : ground }));
        }
        c.paint(col, cellFrac * 0.5);
      }
    }
  }
  if (v === 'scales') {
    // Seigaiha waves: concentric rings, each row laid over the lower half of the row above.
    const r = cell * 0.55;
    const rings = rng.int(3, 4);
    for (let j = 0; j <= Math.ceil(H / (r * 0.5)) + 1; j += 1) {
      const off = j % 2 === 0 ? 0 : cell / 2;
      for (let i = -1; i <= cols; i += 1) {
        const col = rng.chance(0.75) ? ink : second;
        for (let k = 0; k < rings; k += 1) {
          parts.push(circle(i * cell + off, j * r * 0.5, r * (1 - k / rings), { fill: k % 2 === 0 ? col : ground }));
        }
        c.paint(col, (cell * r * 0.5 * 0.5) / c.area);
      }
    }
  }
  c.add(...parts);

  const kiki = v === 'diamonds' || v === 'squares' ? (v === 'diamonds' ? 0.1 : 0.25) : 0.88;
  return {
    variant: v,
    representational: 0.95,
    depth: 0.05,
    dynamic: v === 'truchet' ? 0.45 : v === 'diamonds' ? 0.55 : 0.9,
    human: 1,
    cultural: v === 'scales' || v === 'diamonds' ? 0.45 : 0.85,
    symmetric: v === 'truchet' ? 0.6 : 0.08,
    kikiBouba: kiki,
    patterned: 0.03,
    singleMultiple: 1,
    subjects: ['Pattern', 'Geometry', 'Texture', v === 'scales' ? 'Heritage' : v === 'diamonds' ? 'Culture' : 'Science'],
    motifs: { truchet: ['interlocking arcs', 'a maze of curves'], dots: ['dots', 'a grid of circles'], diamonds: ['diamonds', 'lozenges'], scales: ['scallops', 'fish scales'], squares: ['nested squares', 'a grid'] }[v] ?? ['a repeat'],
  };
}
