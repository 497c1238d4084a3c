import type { Canvas } from '../canvas.ts';
import { darken, lighten } from '../colour.ts';
import { darkest, lightest, mids, type WorkPalette } from '../palettes.ts';
import { circle, group, path, polygon, rect, smoothClosed, type Point } from '../svg.ts';
import { clamp01, type StyleTraits } from './types.ts';

const triArea = (a: Point, b: Point, c: Point): number =>
  Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;

/** Hard-edged abstraction. Kiki variants are all points and diagonals; bouba ones are circles and blobs. */
export function drawGeometric(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const v = variant ?? rng.pick(['shards', 'constructivist', 'chevrons', 'bauhaus', 'blobs', 'arches']);
  const darkGround = rng.chance(0.35);
  const ground = darkGround ? darkest(p) : lightest(p);
  const accents = darkGround ? [...mids(p), lightest(p)] : [darkest(p), ...mids(p)];
  c.add(rect(0, 0, W, H, { fill: c.linear([{ offset: 0, colour: ground }, { offset: 1, colour: darken(ground, 0.06) }]) }));
  c.ground(ground);

  if (v === 'shards') {
    const n = rng.int(5, 9);
    for (let i = 0; i < n; i += 1) {
      const cx = rng.float(0.1, 0.9) * W;
      const cy = rng.float(0.1, 0.9) * H;
      const s = rng.float(0.2, 0.55) * m;
      const a0 = rng.float(0, Math.PI * 2);
      const pts: Point[] = [0, 1, 2].map((k) => {
        const a = a0 + k * rng.float(1.6, 2.6);
        const rr = s * rng.float(0.5, 1.2);
        return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
      });
      const col = rng.pick(accents);
      const fill = rng.chance(0.4)
        ? c.linear([{ offset: 0, colour: lighten(col, 0.15) }, { offset: 1, colour: darken(col, 0.15) }], 0, 0, 1, 1)
        : col;
      c.add(polygon(pts, { fill, opacity: rng.float(0.82, 1) }));
      c.paintArea(col, triArea(pts[0] as Point, pts[1] as Point, pts[2] as Point) * 0.8);
    }
    const zig = rng.pick(accents);
    const y0 = rng.float(0.2, 0.8) * H;
    const amp = m * rng.float(0.04, 0.08);
    const steps = rng.int(7, 14);
    let d = `M${-10},${y0}`;
    for (let i = 0; i <= steps; i += 1) d += ` L${(i / steps) * (W + 20)},${y0 + (i % 2 === 0 ? -amp : amp)}`;
    c.add(path(d, { fill: 'none', stroke: zig, 'stroke-width': m * 0.025, 'stroke-linejoin': 'miter' }));
    c.paint(zig, 0.04);
    return traits(v, { dynamic: 0.12, kiki: 0.05, sym: 0.9, multiple: 0.85, depth: 0.35 });
  }

  if (v === 'constructivist') {
    const band = rng.pick(accents);
    const angle = rng.pick([-1, 1]) * rng.float(20, 38);
    const bw = m * rng.float(0.16, 0.26);
    c.add(group(rect(-W, H / 2 - bw / 2, W * 3, bw, { fill: band }), { transform: `rotate(${angle.toFixed(1)} ${W / 2} ${H / 2})` }));
    c.paint(band, (bw * Math.hypot(W, H)) / c.area);
    const tri = rng.pick(accents.filter((x) => x !== band));
    const tx = rng.float(0.15, 0.6) * W;
    const ty = rng.float(0.15, 0.5) * H;
    const ts = m * rng.float(0.35, 0.55);
    const pts: Point[] = [[tx, ty], [tx + ts, ty + ts * 0.3], [tx + ts * 0.25, ty + ts]];
    c.add(polygon(pts, { fill: tri }));
    c.paintArea(tri, triArea(...(pts as [Point, Point, Point])));
    const sq = rng.pick(accents);
    const ss = m * rng.float(0.1, 0.18);
    c.add(rect(rng.float(0.55, 0.8) * W, rng.float(0.6, 0.8) * H, ss, ss, { fill: sq, transform: `rotate(${rng.int(-30, 30)} ${W * 0.7} ${H * 0.7})` }));
    c.paintArea(sq, ss * ss);
    for (let i = 0; i < rng.int(2, 4); i += 1) {
      const y = rng.float(0.1, 0.9) * H;
      c.add(path(`M0,${y.toFixed(0)} L${W},${(y + rng.float(-0.4, 0.4) * H).toFixed(0)}`, { stroke: darkGround ? lightest(p) : darkest(p), 'stroke-width': m * 0.006 }));
    }
    if (rng.chance(0.5)) {
      const dot = rng.pick(accents);
      c.add(circle(rng.float(0.2, 0.8) * W, rng.float(0.2, 0.8) * H, m * 0.05, { fill: dot }));
    }
    return traits(v, { dynamic: 0.08, kiki: 0.15, sym: 0.95, multiple: 0.7, depth: 0.2 });
  }

  if (v === 'chevrons') {
    // A mirrored stack of chevrons: sharp, but balanced and still.
    const n = rng.int(4, 7);
    const bandH = H / (n + 1.5);
    const depth = bandH * rng.float(0.8, 1.4);
    for (let i = 0; i < n; i += 1) {
      const y = bandH * (i + 0.5);
      const col = accents[i % accents.length] as string;
      const pts: Point[] = [[0, y], [W / 2, y + depth], [W, y], [W, y + bandH * 0.6], [W / 2, y + depth + bandH * 0.6], [0, y + bandH * 0.6]];
      c.add(polygon(pts, { fill: col }));
      c.paint(col, (bandH * 0.6 * W) / c.area);
    }
    return traits(v, { dynamic: 0.45, kiki: 0.1, sym: 0.05, multiple: 0.8, depth: 0.15, patterned: 0.45 });
  }

  if (v === 'bauhaus') {
    const cells = rng.int(2, 3);
    const cw = W / cells;
    const rows = Math.max(2, Math.round(H / cw));
    const ch = H / rows;
    for (let i = 0; i < cells; i += 1) {
      for (let j = 0; j < rows; j += 1) {
        const x = i * cw;
        const y = j * ch;
        const col = rng.pick(accents);
        const r = Math.min(cw, ch);
        const kind = rng.int(0, 3);
        if (kind === 0) c.add(circle(x + cw / 2, y + ch / 2, r * 0.42, { fill: col }));
        else if (kind === 1) c.add(path(`M${x},${y + ch} A${cw / 2},${cw / 2} 0 0 1 ${x + cw},${y + ch} Z`, { fill: col }));
        else if (kind === 2) c.add(path(`M${x},${y} L${x + cw},${y} A${cw},${ch} 0 0 1 ${x},${y + ch} Z`, { fill: col }));
        else {
          c.add(rect(x, y, cw, ch, { fill: col }));
          c.add(circle(x + cw / 2, y + ch / 2, r * 0.3, { fill: ground }));
        }
        c.paint(col, (cw * ch * 0.55) / c.area);
      }
    }
    return traits(v, { dynamic: 0.8, kiki: 0.82, sym: 0.6, multiple: 0.9, depth: 0.1, patterned: 0.5 });
  }

  if (v === 'blobs') {
    const n = rng.int(3, 5);
    for (let i = 0; i < n; i += 1) {
      const cx = rng.float(0.2, 0.8) * W;
      const cy = rng.float(0.2, 0.8) * H;
      const r = m * rng.float(0.18, 0.36);
      const k = rng.int(6, 9);
      const pts: Point[] = Array.from({ length: k }, (_, j) => {
        const a = (j / k) * Math.PI * 2;
        const rr = r * rng.float(0.7, 1.15);
        return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
      });
      const col = rng.pick(accents);
      c.add(path(smoothClosed(pts), { fill: c.linear([{ offset: 0, colour: lighten(col, 0.12) }, { offset: 1, colour: col }], 0, 0, 0.4, 1), opacity: rng.float(0.85, 1) }));
      c.paintArea(col, Math.PI * r * r * 0.85);
    }
    if (rng.chance(0.6)) {
      const ring = darkGround ? lightest(p) : darkest(p);
      c.add(circle(rng.float(0.25, 0.75) * W, rng.float(0.25, 0.75) * H, m * rng.float(0.12, 0.25), { fill: 'none', stroke: ring, 'stroke-width': m * 0.008 }));
    }
    return traits(v, { dynamic: 0.5, kiki: 0.95, sym: 0.85, multiple: n > 3 ? 0.75 : 0.5, depth: 0.35 });
  }

  // 'arches': concentric arches, mirrored: round, calm, symmetric.
  const cx = W / 2;
  const base = H * rng.float(0.78, 0.92);
  const n = rng.int(4, 7);
  const outer = Math.min(W * 0.46, base * 0.85);
  const bandW = outer / (n + 1);
  for (let i = 0; i < n; i += 1) {
    const r = outer - i * bandW;
    const col = accents[i % accents.length] as string;
    c.add(path(`M${cx - r},${base} A${r},${r} 0 0 1 ${cx + r},${base} Z`, { fill: col }));
    c.paint(col, (Math.PI * (r * r - (r - bandW) ** 2)) / 2 / c.area);
  }
  if (rng.chance(0.6)) {
    const sun = rng.pick(accents);
    c.add(circle(cx, H * 0.16, m * 0.06, { fill: sun }));
  }
  c.add(rect(0, base, W, H - base, { fill: accents[0] ?? darkest(p) }));
  return traits('arches', { dynamic: 0.9, kiki: 0.92, sym: 0.05, multiple: 0.55, depth: 0.15 });
}

function traits(
  variant: string,
  t: { dynamic: number; kiki: number; sym: number; multiple: number; depth: number; patterned?: number },
): StyleTraits {
  const round = t.kiki > 0.5;
  return {
    variant,
    representational: 0.92,
    depth: t.depth,
    dynamic: t.dynamic,
    human: 0.97,
    cultural: 0.9,
    symmetric: t.sym,
    kikiBouba: t.kiki,
    patterned: t.patterned ?? 0.85,
    singleMultiple: clamp01(t.multiple),
    subjects: round
      ? ['Geometry', 'Emotion', variant === 'arches' ? 'Sun and Moon' : 'Dreams', 'Beauty']
      : ['Geometry', 'Emotion', variant === 'constructivist' ? 'Industry' : 'Music', 'Technology'],
    motifs: round ? ['circles', 'soft forms', 'curves'] : ['triangles', 'diagonals', 'sharp edges'],
  };
}
