import type { SubjectLabel } from '@vernissage/core/lookups';
import type { Canvas } from '../canvas.ts';
import { chroma, darken, lighten } from '../colour.ts';
import type { WorkPalette } from '../palettes.ts';
import { circle, ellipse, line, path, rect, type Point } from '../svg.ts';
import type { StyleTraits } from './types.ts';

type Thing = 'vase' | 'bottle' | 'bowl' | 'fruit' | 'cup' | 'flowers';

/** Mirror a half-profile (x offsets from the centre line, top to bottom) into a closed vessel path. */
function vessel(cx: number, baseY: number, profile: readonly Point[]): string {
  const right = profile.map(([dx, y]) => `${(cx + dx).toFixed(1)},${(baseY - y).toFixed(1)}`);
  const left = [...profile].reverse().map(([dx, y]) => `${(cx - dx).toFixed(1)},${(baseY - y).toFixed(1)}`);
  return `M${right.join(' L')} L${left.join(' L')} Z`;
}

/** Objects on a table against a wall, lit from one side, with shadows. */
export function drawStillLife(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const v = variant ?? rng.pick(['table', 'table', 'bouquet', 'bottles']);
  const cols = p.colours;
  const wall = rng.chance(0.5) ? (cols[cols.length - 1] as string) : (cols[cols.length - 2] as string);
  const tableCol = rng.pick(cols.slice(0, 3));
  const tableY = H * rng.float(0.58, 0.7);
  const lightFromLeft = rng.chance(0.5);
  c.add(rect(0, 0, W, H, { fill: c.linear([{ offset: 0, colour: lighten(wall, 0.08) }, { offset: 1, colour: darken(wall, 0.1) }], lightFromLeft ? 0 : 1, 0, lightFromLeft ? 1 : 0, 0.6) }));
  c.ground(wall);
  c.add(rect(0, tableY, W, H - tableY, { fill: c.linear([{ offset: 0, colour: lighten(tableCol, 0.12) }, { offset: 1, colour: darken(tableCol, 0.25) }]) }));
  c.add(rect(0, tableY, W, m * 0.008, { fill: lighten(tableCol, 0.3), opacity: 0.7 }));
  c.paint(tableCol, (H - tableY) / H);
  const shadow = c.blur(m * 0.012);
  const objCols = cols.filter((x) => x !== wall && x !== tableCol);
  const accent = [...cols].sort((a, b) => chroma(b) - chroma(a))[0] as string;

  const plan: Thing[] =
    v === 'bouquet' ? ['flowers'] : v === 'bottles' ? Array.from({ length: rng.int(3, 6) }, () => rng.pick<Thing>(['bottle', 'bottle', 'vase', 'cup'])) : rng.shuffle<Thing>(['vase', 'bowl', 'fruit', rng.pick<Thing>(['bottle', 'cup', 'fruit', 'flowers'])]).slice(0, rng.int(2, 4));
  const slot = W / (plan.length + 1);
  const names: string[] = [];
  plan.forEach((thing, i) => {
    const cx = slot * (i + 1) + rng.float(-0.15, 0.15) * slot;
    const base = tableY + (H - tableY) * rng.float(0.25, 0.55);
    const size = Math.min(m * (v === 'bouquet' ? 0.55 : v === 'bottles' ? 0.42 : 0.45), slot * 1.15) * rng.float(0.8, 1.1);
    const col = rng.pick(objCols.length > 0 ? objCols : cols);
    const shade = c.linear([{ offset: 0, colour: lightFromLeft ? lighten(col, 0.25) : darken(col, 0.3) }, { offset: 0.45, colour: col }, { offset: 1, colour: lightFromLeft ? darken(col, 0.3) : lighten(col, 0.25) }], 0, 0, 1, 0);
    c.add(ellipse(cx + (lightFromLeft ? 1 : -1) * size * 0.25, base, size * 0.45, size * 0.07, { fill: '#000000', opacity: 0.22, filter: shadow }));
    if (thing === 'vase' || thing === 'flowers') {
      const h = size * (thing === 'flowers' ? 0.7 : 1);
      const prof: Point[] = [[h * 0.14, 0], [h * 0.3, h * 0.25], [h * 0.27, h * 0.55], [h * 0.1, h * 0.78], [h * 0.13, h * 0.95], [h * 0.15, h]];
      if (thing === 'flowers') {
        const top = base - h;
        const bloom = rng.int(5, 9);
        for (let k = 0; k < bloom; k += 1) {
          const a = -Math.PI / 2 + rng.float(-1.1, 1.1);
          const len = size * rng.float(0.45, 0.85);
          const fx = cx + Math.cos(a) * len * 0.8;
          const fy = top + Math.sin(a) * len;
          c.add(line(cx, top + h * 0.1, fx, fy, { stroke: darken(cols[1] as string, 0.2), 'stroke-width': m * 0.004 }));
          const fc = rng.pick([accent, ...objCols]);
          const pr = size * rng.float(0.06, 0.1);
          for (let q = 0; q < 6; q += 1) {
            const qa = (q / 6) * Math.PI * 2;
            c.add(circle(fx + Math.cos(qa) * pr * 0.8, fy + Math.sin(qa) * pr * 0.8, pr * 0.65, { fill: fc }));
          }
          c.add(circle(fx, fy, pr * 0.45, { fill: lighten(accent, 0.5) }));
          c.paintArea(fc, Math.PI * pr * pr * 2.5);
        }
        names.push('a bunch of flowers');
      } else names.push('a vase');
      c.add(path(vessel(cx, base, prof), { fill: shade }));
      c.paintArea(col, h * h * 0.4);
    } else if (thing === 'bottle') {
      const h = size * rng.float(1, 1.5);
      const bw = size * 0.17;
      c.add(path(vessel(cx, base, [[bw, 0], [bw, h * 0.6], [bw * 0.35, h * 0.78], [bw * 0.3, h], [bw * 0.35, h]]), { fill: shade }));
      c.add(rect(cx - bw * 0.6, base - h * 0.5, bw * 0.25, h * 0.4, { fill: '#ffffff', opacity: 0.18 }));
      c.paintArea(col, h * bw * 1.5);
      names.push('a bottle');
    } else if (thing === 'cup') {
      const h = size * 0.4;
      c.add(path(vessel(cx, base, [[h * 0.35, 0], [h * 0.5, h * 0.9], [h * 0.52, h]]), { fill: shade }));
      c.add(path(`M${cx + h * 0.45},${base - h * 0.75} q${h * 0.35},${h * 0.1} 0,${h * 0.45}`, { fill: 'none', stroke: col, 'stroke-width': h * 0.1 }));
      c.paintArea(col, h * h * 0.8);
      names.push('a cup');
    } else {
      // Bowl with fruit, or fruit alone: round forms lit by a radial highlight.
      const count = thing === 'bowl' ? rng.int(3, 5) : rng.int(1, 3);
      const fr = size * rng.float(0.13, 0.18);
      const fruitCol = rng.chance(0.6) ? accent : rng.pick(objCols.length > 0 ? objCols : cols);
      for (let k = 0; k < count; k += 1) {
        const fx = cx + (k - (count - 1) / 2) * fr * 1.5;
        const fy = base - fr * (thing === 'bowl' ? 1.6 : 1) - (k % 2) * fr * 0.6;
        c.add(circle(fx, fy, fr, { fill: c.radial([{ offset: 0, colour: lighten(fruitCol, 0.45) }, { offset: 0.5, colour: fruitCol }, { offset: 1, colour: darken(fruitCol, 0.35) }], lightFromLeft ? 0.35 : 0.65, 0.35, 0.75) }));
        c.paintArea(fruitCol, Math.PI * fr * fr);
      }
      if (thing === 'bowl') {
        const bw = size * 0.5;
        c.add(path(`M${cx - bw},${base - bw * 0.45} A${bw},${bw * 0.45} 0 0 0 ${cx + bw},${base - bw * 0.45} Z`, { fill: shade }));
        c.paintArea(col, bw * bw * 0.7);
        names.push('a bowl of fruit');
      } else names.push(count > 1 ? 'pears' : 'a lemon');
    }
  });

  const subjects: SubjectLabel[] = ['Still Life', 'Interiors', 'Home'];
  if (plan.includes('flowers')) subjects.push('Flowers', 'Botanical');
  if (plan.includes('bowl') || plan.includes('fruit')) subjects.push('Food');
  if (v === 'bottles') subjects.push('Solitude', 'Light');
  return {
    variant: v,
    representational: 0.2,
    depth: 0.65,
    dynamic: 0.85,
    human: 1,
    cultural: 0.85,
    symmetric: plan.length === 1 ? 0.2 : 0.7,
    kikiBouba: 0.82,
    patterned: 0.92,
    singleMultiple: plan.length === 1 ? 0.1 : Math.min(0.95, 0.35 + plan.length * 0.12),
    subjects,
    motifs: [...new Set(names)],
  };
}
