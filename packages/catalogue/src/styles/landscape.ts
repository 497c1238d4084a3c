import type { SubjectLabel } from '@vernissage/core/lookups';
import type { Canvas } from '../canvas.ts';
import { chroma, darken, lighten, lightness, mix } from '../colour.ts';
import type { WorkPalette } from '../palettes.ts';
import { circle, ellipse, path, polygon, rect, smoothOpen, type Point } from '../svg.ts';
import type { StyleTraits } from './types.ts';

/** A ridge line across the canvas: jagged for mountains, smooth for hills. */
function ridge(c: Canvas, y: number, amp: number, jagged: boolean): Point[] {
  const { rng, width: W } = c;
  const n = jagged ? rng.int(9, 15) : rng.int(4, 6);
  return Array.from({ length: n + 1 }, (_, i) => {
    const x = (i / n) * W + (i > 0 && i < n ? rng.float(-0.3, 0.3) * (W / n) : 0);
    const dy = jagged ? (i % 2 === 0 ? -1 : 0.3) * amp * rng.float(0.3, 1) : rng.float(-1, 1) * amp;
    return [x, y + dy];
  });
}

/** Sky, sun or moon, receding ridges lightened by distance, and water or trees in front. */
export function drawLandscape(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const v = variant ?? rng.pick(['mountains', 'hills', 'lake', 'forest', 'coast']);
  const cols = p.colours;
  const night = lightness(cols[0] as string) < 25 && rng.chance(0.25);
  const skyTop = night ? (cols[0] as string) : (cols[cols.length - 2] as string);
  const skyLow = night ? (cols[1] as string) : (cols[cols.length - 1] as string);
  const horizon = H * rng.float(0.38, 0.6);
  c.add(rect(0, 0, W, H, { fill: c.linear([{ offset: 0, colour: skyTop }, { offset: (horizon / H) * 0.95, colour: skyLow }, { offset: 1, colour: skyLow }]) }));
  c.paint(skyTop, (horizon / H) * 0.5);
  c.paint(skyLow, (horizon / H) * 0.5);

  // Sun or moon with a soft glow.
  // The sun is the palette's most vivid colour, lifted so it always reads against the sky.
  const bright = cols.filter((x) => lightness(x) > 50);
  const vivid = [...(bright.length > 0 ? bright : cols)].sort((a, b) => chroma(b) - chroma(a))[0] as string;
  const sunCol = night ? lighten(cols[cols.length - 1] as string, 0.4) : lighten(vivid, 0.25);
  const sx = rng.float(0.2, 0.8) * W;
  const sy = horizon * rng.float(0.3, 0.8);
  const sr = m * rng.float(0.05, 0.1);
  c.add(circle(sx, sy, sr * 3.2, { fill: c.radial([{ offset: 0, colour: sunCol, opacity: 0.55 }, { offset: 1, colour: sunCol, opacity: 0 }]) }));
  c.add(circle(sx, sy, sr, { fill: sunCol }));
  c.paint(sunCol, (Math.PI * sr * sr) / c.area);
  if (night) {
    for (let i = 0; i < 40; i += 1) c.add(circle(rng.float(0, W), rng.float(0, horizon * 0.8), m * rng.float(0.0015, 0.004), { fill: '#ffffff', opacity: rng.float(0.4, 0.9) }));
  } else if (rng.chance(0.6)) {
    for (let i = 0; i < rng.int(2, 4); i += 1) {
      const cx = rng.float(0, W);
      const cy = rng.float(0.08, 0.4) * horizon;
      const cw = m * rng.float(0.12, 0.25);
      const cloud = lighten(skyLow, 0.5);
      for (let k = 0; k < 4; k += 1) c.add(ellipse(cx + (k - 1.5) * cw * 0.45, cy + rng.float(-0.1, 0.1) * cw, cw * rng.float(0.35, 0.55), cw * rng.float(0.16, 0.26), { fill: cloud, opacity: 0.75 }));
    }
  }

  const jagged = v === 'mountains';
  const water = v === 'lake' || v === 'coast';
  const layers = rng.int(3, 5);
  const landEnd = water ? horizon + (H - horizon) * (v === 'coast' ? 0.05 : 0.35) : H;
  const haze = skyLow;
  const landCols = cols.slice(0, Math.max(2, cols.length - 2));
  for (let i = 0; i < layers; i += 1) {
    const t = i / Math.max(1, layers - 1);
    const y = horizon + (landEnd - horizon) * t * 0.75 - (jagged && i === 0 ? H * 0.12 : 0);
    const base = landCols[Math.floor((1 - t) * (landCols.length - 1))] as string;
    // Far layers fade into the sky: atmospheric perspective is what gives the depth.
    const col = mix(base, haze, (1 - t) * 0.55);
    const pts = ridge(c, y, (jagged ? H * 0.16 : H * 0.04) * (1 - t * 0.5), jagged && i < 2);
    const top = jagged && i < 2 ? `M${pts.map(([x, yy]) => `${x.toFixed(0)},${yy.toFixed(0)}`).join(' L')}` : smoothOpen(pts);
    const bottom = water ? landEnd + H * 0.01 : H;
    c.add(path(`${top} L${W},${bottom} L0,${bottom} Z`, { fill: c.linear([{ offset: 0, colour: lighten(col, 0.06) }, { offset: 1, colour: darken(col, 0.1) }]) }));
    c.paint(base, ((bottom - y) * W * (i === layers - 1 ? 1 : 0.4)) / c.area);
  }

  const trees = v === 'forest' || (v === 'hills' && rng.chance(0.6)) || (v === 'lake' && rng.chance(0.5));
  let treeCount = 0;
  if (water) {
    // Water mirrors the sky, darker towards the viewer.
    const waterCol = mix(skyLow, skyTop, 0.5);
    c.add(rect(0, landEnd, W, H - landEnd, { fill: c.linear([{ offset: 0, colour: mix(skyLow, skyTop, 0.2) }, { offset: 1, colour: darken(skyTop, 0.3) }]) }));
    c.paint(waterCol, ((H - landEnd) * W) / c.area);
    // The sun's path on the water.
    for (let k = 0; k < 10; k += 1) {
      const yy = landEnd + (H - landEnd) * ((k + 0.5) / 10) ** 1.4;
      const ww = sr * (0.6 + (k / 14) * 2.5) * rng.float(0.5, 1.3);
      c.add(rect(sx - ww / 2 + rng.float(-0.3, 0.3) * ww, yy, ww, m * 0.005, { fill: sunCol, opacity: rng.float(0.25, 0.6) }));
    }
    if (v === 'coast' && rng.chance(0.6)) {
      const sand = cols[cols.length - 2] as string;
      const sh = H * rng.float(0.08, 0.14);
      c.add(path(`M0,${H - sh} Q${W * 0.5},${H - sh * 1.6} ${W},${H - sh * 0.6} L${W},${H} L0,${H} Z`, { fill: sand }));
      c.paint(sand, (sh * W) / c.area);
    }
  }
  if (trees) {
    const treeCol = darken(cols[1] as string, 0.15);
    const n = v === 'forest' ? rng.int(9, 18) : rng.int(3, 7);
    const pine = v === 'forest' ? rng.chance(0.7) : rng.chance(0.4);
    const groundY = water ? landEnd : H * 0.92;
    const items = Array.from({ length: n }, () => ({ x: rng.float(-0.05, 1.05) * W, h: m * rng.float(0.12, 0.32), y: groundY + rng.float(-0.06, 0.04) * H }))
      .sort((a, b) => a.y - b.y);
    for (const t of items) {
      if (pine) {
        c.add(polygon([[t.x, t.y - t.h], [t.x - t.h * 0.22, t.y], [t.x + t.h * 0.22, t.y]], { fill: treeCol }));
        c.paintArea(treeCol, t.h * t.h * 0.22);
      } else {
        c.add(rect(t.x - t.h * 0.03, t.y - t.h * 0.45, t.h * 0.06, t.h * 0.45, { fill: darken(treeCol, 0.3) }));
        c.add(circle(t.x, t.y - t.h * 0.6, t.h * 0.3, { fill: c.radial([{ offset: 0, colour: lighten(treeCol, 0.15) }, { offset: 1, colour: treeCol }], 0.35, 0.35, 0.7) }));
        c.paintArea(treeCol, Math.PI * (t.h * 0.3) ** 2);
      }
    }
    treeCount = n;
  }
  if (!night && rng.chance(0.3)) {
    for (let i = 0; i < rng.int(2, 5); i += 1) {
      const bx = rng.float(0.1, 0.9) * W;
      const by = rng.float(0.1, 0.5) * horizon;
      const bs = m * rng.float(0.012, 0.022);
      c.add(path(`M${bx - bs},${by - bs * 0.4} Q${bx - bs * 0.4},${by - bs * 0.6} ${bx},${by} Q${bx + bs * 0.4},${by - bs * 0.6} ${bx + bs},${by - bs * 0.4}`, { fill: 'none', stroke: darken(skyTop, 0.5), 'stroke-width': m * 0.003 }));
    }
  }

  const subjects: SubjectLabel[] = ['Landscape', 'Nature', 'Sky'];
  if (jagged) subjects.push('Mountains');
  if (water) subjects.push(v === 'coast' ? 'Coastal' : 'Water', v === 'coast' ? 'Ocean' : 'Water');
  if (trees) subjects.push(v === 'forest' ? 'Forest' : 'Trees');
  if (v === 'hills') subjects.push('Rural Life');
  subjects.push(night ? 'Night' : 'Sun and Moon');
  return {
    variant: v,
    representational: v === 'mountains' || v === 'forest' ? 0.18 : 0.25,
    depth: 0.85,
    dynamic: 0.72,
    human: 1,
    cultural: 0.95,
    symmetric: 0.85,
    kikiBouba: jagged ? 0.15 : v === 'forest' ? 0.4 : 0.85,
    patterned: 0.9,
    singleMultiple: treeCount > 5 ? 0.9 : 0.65,
    subjects: [...new Set(subjects)],
    motifs: [
      night ? 'a night sky' : 'a low sun',
      jagged ? 'mountain ridges' : v === 'forest' ? 'a stand of trees' : water ? 'still water' : 'rolling hills',
    ],
  };
}
