import type { SubjectLabel } from '@vernissage/core/lookups';
import type { Canvas } from '../canvas.ts';
import { chroma, darken, lighten } from '../colour.ts';
import type { WorkPalette } from '../palettes.ts';
import { circle, ellipse, group, path, rect, type Point } from '../svg.ts';
import type { StyleTraits } from './types.ts';

const SKIN = ['#5a3825', '#8d5524', '#a86b3c', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac'];

/** Stylised people: a head-and-shoulders portrait, a group standing together, or dancers. */
export function drawFigure(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const v = variant ?? c.rng.pick(['portrait', 'portrait', 'group', 'dancers']);
  if (v === 'group') return drawGroup(c, p);
  if (v === 'dancers') return drawDancers(c, p);
  return drawPortrait(c, p);
}

function skinFor(c: Canvas, p: WorkPalette): string {
  // Most figures have natural skin tones; some are painted in the palette, as modernists did.
  return c.rng.chance(0.7) ? c.rng.pick(SKIN) : c.rng.pick(p.colours.slice(1, -1));
}

function drawPortrait(c: Canvas, p: WorkPalette): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const cols = p.colours;
  const bg = rng.pick(cols.slice(1));
  c.add(rect(0, 0, W, H, { fill: bg }));
  c.ground(bg);
  const cx = W / 2 + rng.float(-0.06, 0.06) * W;
  const headR = m * rng.float(0.13, 0.17);
  const hy = H * 0.42;
  if (rng.chance(0.5)) {
    // A disc behind the head, the halo of icon painting turned into a flat shape.
    const halo = rng.pick(cols.filter((x) => x !== bg));
    c.add(circle(cx, hy, headR * 2.1, { fill: halo }));
    c.paintArea(halo, Math.PI * (headR * 2.1) ** 2 * 0.6);
  } else {
    const block = rng.pick(cols.filter((x) => x !== bg));
    c.add(rect(rng.chance(0.5) ? 0 : W * 0.55, 0, W * 0.45, H, { fill: block }));
    c.paint(block, 0.4);
  }
  const skin = skinFor(c, p);
  const hair = rng.pick([cols[0] as string, darken(cols[0] as string, 0.3), '#2a1a12', '#1a1a1a', '#6b3e1f']);
  const garment = rng.pick(cols.filter((x) => x !== bg));
  const hairStyle = rng.pick(['long', 'bob', 'bun', 'curls', 'short']);
  const sy = H * 0.8;
  const sw = W * rng.float(0.3, 0.4);
  const ht = H * 0.07;
  if (hairStyle === 'long') {
    c.add(path(`M${cx - headR * 1.25},${hy} C${cx - headR * 1.4},${hy - headR * 1.7} ${cx + headR * 1.4},${hy - headR * 1.7} ${cx + headR * 1.25},${hy} L${cx + headR * 1.45},${hy + headR * 2.6} L${cx - headR * 1.45},${hy + headR * 2.6} Z`, { fill: hair }));
    c.paintArea(hair, headR * headR * 6);
  }
  // Neck, then shoulders as one rounded form.
  c.add(rect(cx - headR * 0.33, hy + headR * 0.6, headR * 0.66, sy - hy - headR * 0.3, { fill: darken(skin, 0.12) }));
  c.add(path(`M${cx - sw},${H} C${cx - sw},${sy} ${cx - sw * 0.6},${sy - ht} ${cx},${sy - ht} C${cx + sw * 0.6},${sy - ht} ${cx + sw},${sy} ${cx + sw},${H} Z`, { fill: c.linear([{ offset: 0, colour: lighten(garment, 0.1) }, { offset: 1, colour: darken(garment, 0.2) }], 0, 0, 1, 1) }));
  c.paintArea(garment, sw * 2 * (H - sy + ht));
  const patternedGarment = rng.chance(0.3);
  if (patternedGarment) {
    const dot = lighten(garment, 0.5);
    for (let i = 0; i < 18; i += 1) {
      const gx = cx + rng.float(-0.85, 0.85) * sw;
      const gy = rng.float(sy, H);
      c.add(circle(gx, gy, m * 0.012, { fill: dot }));
    }
  } else if (rng.chance(0.5)) {
    c.add(path(`M${cx - headR * 0.5},${sy - ht * 1.05} L${cx},${sy + ht * 1.2} L${cx + headR * 0.5},${sy - ht * 1.05} Z`, { fill: darken(skin, 0.12) }));
  }
  // Head with a soft light from one side.
  c.add(ellipse(cx, hy, headR, headR * 1.3, { fill: c.radial([{ offset: 0, colour: lighten(skin, 0.12) }, { offset: 1, colour: darken(skin, 0.08) }], 0.4, 0.4, 0.7) }));
  c.paintArea(skin, Math.PI * headR * headR * 1.3 + headR * (sy - hy));
  if (hairStyle === 'bob' || hairStyle === 'long') {
    c.add(path(`M${cx - headR * 1.1},${hy + headR * 0.5} C${cx - headR * 1.3},${hy - headR * 1.8} ${cx + headR * 1.3},${hy - headR * 1.8} ${cx + headR * 1.1},${hy + headR * 0.5} L${cx + headR * 0.8},${hy - headR * 0.3} Q${cx},${hy - headR * 0.9} ${cx - headR * 0.8},${hy - headR * 0.3} Z`, { fill: hair }));
  } else if (hairStyle === 'bun') {
    c.add(circle(cx, hy - headR * 1.45, headR * 0.5, { fill: hair }));
    c.add(path(`M${cx - headR},${hy - headR * 0.1} C${cx - headR},${hy - headR * 1.6} ${cx + headR},${hy - headR * 1.6} ${cx + headR},${hy - headR * 0.1} Q${cx},${hy - headR * 0.95} ${cx - headR},${hy - headR * 0.1} Z`, { fill: hair }));
  } else if (hairStyle === 'curls') {
    for (let i = 0; i < 16; i += 1) {
      const a = Math.PI + (i / 15) * Math.PI;
      c.add(circle(cx + Math.cos(a) * headR * 1.05, hy - headR * 0.2 + Math.sin(a) * headR * 1.25, headR * 0.38, { fill: hair }));
    }
  } else {
    c.add(path(`M${cx - headR},${hy - headR * 0.2} C${cx - headR},${hy - headR * 1.5} ${cx + headR},${hy - headR * 1.5} ${cx + headR},${hy - headR * 0.2} Q${cx},${hy - headR * 1.05} ${cx - headR},${hy - headR * 0.2} Z`, { fill: hair }));
  }
  c.paintArea(hair, headR * headR * 1.6);
  // A few lines for the face: closed eyes, a nose, the mouth.
  const ink = darken(skin, 0.55);
  const lw = m * 0.005;
  for (const side of [-1, 1]) {
    c.add(path(`M${cx + side * headR * 0.55},${hy} q${-side * headR * 0.2},${headR * 0.13} ${-side * headR * 0.38},0`, { fill: 'none', stroke: ink, 'stroke-width': lw, 'stroke-linecap': 'round' }));
  }
  c.add(path(`M${cx + headR * 0.05},${hy + headR * 0.05} l${-headR * 0.12},${headR * 0.38} l${headR * 0.14},${headR * 0.04}`, { fill: 'none', stroke: ink, 'stroke-width': lw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  const lip = [...cols].sort((a, b) => chroma(b) - chroma(a))[0] as string;
  c.add(ellipse(cx, hy + headR * 0.72, headR * 0.2, headR * 0.08, { fill: darken(lip, 0.1) }));
  if (rng.chance(0.4)) {
    c.add(circle(cx - headR * 1.02, hy + headR * 0.45, headR * 0.09, { fill: '#d4af37' }));
    c.add(circle(cx + headR * 1.02, hy + headR * 0.45, headR * 0.09, { fill: '#d4af37' }));
  }
  const feminine = hairStyle !== 'short';
  const subjects: SubjectLabel[] = ['People', 'Portrait', 'Identity', feminine ? 'Women' : 'Beauty'];
  if (patternedGarment) subjects.push('Fashion');
  return {
    variant: 'portrait',
    representational: 0.25,
    depth: 0.35,
    dynamic: 0.85,
    human: 0.03,
    cultural: patternedGarment ? 0.3 : 0.6,
    symmetric: 0.15,
    kikiBouba: 0.85,
    patterned: patternedGarment ? 0.6 : 0.9,
    singleMultiple: 0.05,
    subjects,
    motifs: ['a face at rest', feminine ? 'a woman' : 'a young man', 'closed eyes'],
  };
}

function drawGroup(c: Canvas, p: WorkPalette): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const cols = p.colours;
  const sky = cols[cols.length - 1] as string;
  const groundCol = cols[1] as string;
  const groundY = H * rng.float(0.72, 0.82);
  c.add(rect(0, 0, W, H, { fill: c.linear([{ offset: 0, colour: darken(sky, 0.05) }, { offset: 1, colour: lighten(sky, 0.1) }]) }));
  c.ground(sky);
  c.add(rect(0, groundY, W, H - groundY, { fill: groundCol }));
  c.paint(groundCol, (H - groundY) / H);
  if (rng.chance(0.6)) {
    const sun = cols[cols.length - 2] as string;
    c.add(circle(rng.float(0.15, 0.85) * W, H * 0.22, m * 0.12, { fill: sun }));
    c.paintArea(sun, Math.PI * (m * 0.12) ** 2);
  }
  const n = rng.int(2, 5);
  const span = W * 0.8;
  const children = rng.int(0, Math.max(0, n - 2));
  const heights = rng.shuffle(Array.from({ length: n }, (_, i) => (i < children ? rng.float(0.32, 0.42) : rng.float(0.52, 0.62))));
  const patterned = rng.chance(0.35);
  for (let i = 0; i < n; i += 1) {
    const x = W * 0.1 + (span * (i + 0.5)) / n + rng.float(-0.04, 0.04) * W;
    const h = H * (heights[i] as number);
    const top = groundY - h;
    const hr = h * 0.1;
    const bodyCol = rng.pick(cols.slice(0, -1).filter((q) => q !== groundCol));
    const skin = skinFor(c, p);
    const bw = h * 0.2;
    c.add(rect(x - bw * 0.45, groundY - h * 0.28, bw * 0.3, h * 0.28, { fill: darken(bodyCol, 0.4) }));
    c.add(rect(x + bw * 0.15, groundY - h * 0.28, bw * 0.3, h * 0.28, { fill: darken(bodyCol, 0.4) }));
    c.add(path(`M${x - bw * 0.5},${top + hr * 2.3} Q${x},${top + hr * 1.9} ${x + bw * 0.5},${top + hr * 2.3} L${x + bw * 0.75},${groundY - h * 0.25} L${x - bw * 0.75},${groundY - h * 0.25} Z`, { fill: bodyCol }));
    if (patterned) {
      for (let k = 0; k < 4; k += 1) c.add(rect(x - bw * 0.6, top + hr * 2.6 + k * h * 0.1, bw * 1.2, h * 0.025, { fill: lighten(bodyCol, 0.45) }));
    }
    c.add(circle(x, top + hr, hr, { fill: skin }));
    c.add(path(`M${x - hr},${top + hr} A${hr},${hr} 0 0 1 ${x + hr},${top + hr} Z`, { fill: rng.pick(['#1a1a1a', '#2a1a12', '#6b3e1f', darken(cols[0] as string, 0.2)]) }));
    c.paintArea(bodyCol, bw * 1.25 * h * 0.6);
    c.paintArea(skin, Math.PI * hr * hr);
  }
  const subjects: SubjectLabel[] = ['People', n > 3 ? 'Community' : 'Friendship', 'Family'];
  if (children > 0) subjects.push('Childhood');
  if (patterned) subjects.push('Heritage');
  return {
    variant: 'group',
    representational: 0.3,
    depth: 0.25,
    dynamic: 0.9,
    human: 0.06,
    cultural: patterned ? 0.15 : 0.45,
    symmetric: 0.55,
    kikiBouba: 0.65,
    patterned: patterned ? 0.55 : 0.85,
    singleMultiple: 0.92,
    subjects,
    motifs: [children > 0 ? 'a family' : 'friends', 'figures standing together'],
  };
}

function drawDancers(c: Canvas, p: WorkPalette): StyleTraits {
  const { rng, width: W, height: H } = c;
  const cols = p.colours;
  const bg = rng.chance(0.5) ? (cols[0] as string) : (cols[cols.length - 1] as string);
  const other = bg === cols[0] ? (cols[1] as string) : (cols[cols.length - 2] as string);
  c.add(rect(0, 0, W, H, { fill: c.radial([{ offset: 0, colour: other }, { offset: 1, colour: bg }], 0.5, 0.45, 0.75) }));
  c.ground(bg);
  c.paint(other, 0.3);
  const n = rng.int(1, 2);
  for (let i = 0; i < n; i += 1) {
    const hx = W * ((i + 0.5) / n) + rng.float(-0.05, 0.05) * W;
    const scale = Math.min(H * 0.23, (W / n) * 0.4);
    const hy = H * 0.5;
    const tilt = rng.float(-0.45, 0.45);
    const sh: Point = [hx + Math.sin(tilt) * scale, hy - Math.cos(tilt) * scale];
    const col = rng.pick(cols.filter((q) => q !== bg && q !== other));
    const limb = (from: Point, a1: number, a2: number, len: number): string => {
      const mid: Point = [from[0] + Math.cos(a1) * len, from[1] + Math.sin(a1) * len];
      const end: Point = [mid[0] + Math.cos(a2) * len, mid[1] + Math.sin(a2) * len];
      return `M${from[0].toFixed(1)},${from[1].toFixed(1)} L${mid[0].toFixed(1)},${mid[1].toFixed(1)} L${end[0].toFixed(1)},${end[1].toFixed(1)}`;
    };
    const d = [
      `M${hx.toFixed(1)},${hy.toFixed(1)} L${sh[0].toFixed(1)},${sh[1].toFixed(1)}`,
      limb(sh, -Math.PI / 2 + rng.float(-1.4, -0.2), -Math.PI / 2 + rng.float(-1.2, 0.4), scale * 0.55),
      limb(sh, -Math.PI / 2 + rng.float(0.2, 1.4), -Math.PI / 2 + rng.float(-0.4, 1.2), scale * 0.55),
      limb([hx, hy], Math.PI / 2 + rng.float(-0.9, -0.1), Math.PI / 2 + rng.float(-0.3, 0.3), scale * 0.7),
      limb([hx, hy], Math.PI / 2 + rng.float(0.1, 1.1), Math.PI / 2 + rng.float(-0.2, 0.9), scale * 0.7),
    ].join(' ');
    const sw = scale * 0.2;
    c.add(group(path(d, { fill: 'none', stroke: col, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })));
    c.add(path(`M${hx - sw * 0.7},${hy - scale * 0.25} L${hx + sw * 0.7},${hy - scale * 0.25} Q${hx + scale * 0.35},${hy + scale * 0.1} ${hx + scale * 0.6},${hy + scale * 0.5} Q${hx},${hy + scale * 0.62} ${hx - scale * 0.6},${hy + scale * 0.5} Q${hx - scale * 0.35},${hy + scale * 0.1} ${hx - sw * 0.7},${hy - scale * 0.25} Z`, { fill: col, transform: `rotate(${((tilt * 180) / Math.PI).toFixed(0)} ${hx.toFixed(1)} ${hy.toFixed(1)})` }));
    // A torso with some weight, so the figure reads as a body rather than a stick drawing.
    c.add(ellipse((hx + sh[0]) / 2, (hy + sh[1]) / 2, sw * 1.1, scale * 0.55, { fill: col, transform: `rotate(${((tilt * 180) / Math.PI).toFixed(0)} ${((hx + sh[0]) / 2).toFixed(1)} ${((hy + sh[1]) / 2).toFixed(1)})` }));
    const headR = scale * 0.22;
    c.add(circle(sh[0] + Math.sin(tilt) * headR * 1.6, sh[1] - Math.cos(tilt) * headR * 1.6, headR, { fill: col }));
    c.paintArea(col, scale * scale * 1.2);
  }
  return {
    variant: 'dancers',
    representational: 0.3,
    depth: 0.3,
    dynamic: 0.06,
    human: 0.1,
    cultural: 0.7,
    symmetric: 0.8,
    kikiBouba: 0.75,
    patterned: 0.95,
    singleMultiple: n === 1 ? 0.1 : 0.7,
    subjects: ['People', 'Dance', 'Body', n > 1 ? 'Celebration' : 'Music'],
    motifs: [n === 1 ? 'a dancer' : 'dancers', 'movement'],
  };
}
