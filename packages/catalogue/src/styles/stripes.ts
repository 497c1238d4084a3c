import type { Canvas } from '../canvas.ts';
import { darken, lighten } from '../colour.ts';
import type { WorkPalette } from '../palettes.ts';
import { group, path, rect, smoothOpen, type Point } from '../svg.ts';
import type { StyleTraits } from './types.ts';

/** Pick colours in sequence without two neighbours alike. */
function sequence(c: Canvas, colours: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const options = colours.filter((x) => x !== out[i - 1]);
    out.push(c.rng.pick(options.length > 0 ? options : colours));
  }
  return out;
}

/** Bands of colour: straight, diagonal, mirrored or waving. Always patterned. */
export function drawStripes(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const v = variant ?? rng.pick(['vertical', 'horizontal', 'diagonal', 'mirrored', 'waves']);
  const colours = p.colours;

  if (v === 'waves') {
    const n = rng.int(7, 14);
    const seq = sequence(c, colours, n + 1);
    const amp = H * rng.float(0.03, 0.07);
    const waves = rng.float(1, 2.5);
    const phase = rng.float(0, Math.PI * 2);
    c.add(rect(0, 0, W, H, { fill: seq[0] as string }));
    // Each band fills to the bottom, so bands are laid top first and the lower ones cover them.
    for (let i = 1; i <= n; i += 1) {
      const y = (i / (n + 1)) * H;
      const pts: Point[] = Array.from({ length: 13 }, (_, k) => {
        const x = (k / 12) * W;
        return [x, y + Math.sin(phase + (k / 12) * Math.PI * 2 * waves + i * 0.35) * amp];
      });
      const col = seq[i] as string;
      c.add(path(`${smoothOpen(pts)} L${W},${H} L0,${H} Z`, { fill: col }));
      c.paint(col, 1 / (n + 1));
    }
    c.paint(seq[0] as string, 1 / (n + 1));
    return traits(v, { dynamic: 0.35, kiki: 0.9, sym: 0.7 });
  }

  const horizontal = v === 'horizontal';
  const span = horizontal ? H : v === 'diagonal' ? Math.hypot(W, H) * 1.1 : W;
  const n = rng.int(6, 16);
  let widths = Array.from({ length: n }, () => rng.float(0.4, 1.6) ** 2);
  let seq = sequence(c, colours, n);
  if (v === 'mirrored') {
    const half = Math.ceil(n / 2);
    widths = [...widths.slice(0, half), ...widths.slice(0, n - half).reverse()];
    seq = [...seq.slice(0, half), ...seq.slice(0, n - half).reverse()];
  }
  const total = widths.reduce((s, w) => s + w, 0);
  const soft = rng.chance(0.35);
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; i < n; i += 1) {
    const w = ((widths[i] as number) / total) * span;
    const col = seq[i] as string;
    const fill = soft ? c.linear([{ offset: 0, colour: lighten(col, 0.08) }, { offset: 0.5, colour: col }, { offset: 1, colour: darken(col, 0.08) }], 0, 0, horizontal ? 0 : 1, horizontal ? 1 : 0) : col;
    parts.push(horizontal ? rect(-1, at, W + 2, w + 1, { fill }) : rect(at, -1, w + 1, H + 2, { fill }));
    c.paint(col, w / span);
    at += w;
  }
  if (rng.chance(0.3)) {
    // A thin 'zip' in a contrasting tone sharpens the rhythm.
    const zipCol = lighten(colours[colours.length - 1] as string, 0.3);
    const zx = rng.float(0.2, 0.8) * span;
    parts.push(horizontal ? rect(0, zx, W, m * 0.008, { fill: zipCol }) : rect(zx, 0, m * 0.008, H, { fill: zipCol }));
  }
  if (v === 'diagonal') {
    const angle = rng.pick([-1, 1]) * rng.float(25, 50);
    const ox = (W - span) / 2;
    c.add(group(group(parts.join(''), { transform: `translate(${ox.toFixed(0)} ${((H - span) / 2).toFixed(0)}) scale(1 ${(span / H).toFixed(3)})` }), { transform: `rotate(${angle.toFixed(1)} ${W / 2} ${H / 2})` }));
    return traits(v, { dynamic: 0.1, kiki: 0.2, sym: 0.7 });
  }
  c.add(...parts);
  return traits(v, { dynamic: 0.92, kiki: 0.3, sym: v === 'mirrored' ? 0.05 : 0.75 });
}

function traits(variant: string, t: { dynamic: number; kiki: number; sym: number }): StyleTraits {
  return {
    variant,
    representational: 0.97,
    depth: 0.1,
    dynamic: t.dynamic,
    human: 1,
    cultural: 0.92,
    symmetric: t.sym,
    kikiBouba: t.kiki,
    patterned: variant === 'waves' ? 0.2 : 0.08,
    singleMultiple: 0.92,
    subjects: ['Pattern', 'Geometry', variant === 'waves' ? 'Water' : 'Music', 'Light', 'Time'],
    motifs: variant === 'waves' ? ['waving bands', 'ripples'] : ['stripes', 'bands of colour', 'intervals'],
  };
}
