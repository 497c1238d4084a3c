import type { SubjectLabel } from '@vernissage/core/lookups';
import type { Canvas } from '../canvas.ts';
import { chroma, darken, lighten, lightness, mix } from '../colour.ts';
import type { WorkPalette } from '../palettes.ts';
import { circle, group, polygon, rect } from '../svg.ts';
import type { StyleTraits } from './types.ts';

/** A skyline by day, at dusk or at night, with lit windows and often the lake in front. */
export function drawCityscape(c: Canvas, p: WorkPalette, variant?: string): StyleTraits {
  const { rng, width: W, height: H, m } = c;
  const cols = p.colours;
  const v = variant ?? rng.pick(['night', 'night', 'dusk', 'day']);
  const dark = cols[0] as string;
  const skyTop = v === 'day' ? (cols[cols.length - 2] as string) : v === 'dusk' ? (cols[1] as string) : darken(dark, 0.2);
  const skyLow = v === 'day' ? (cols[cols.length - 1] as string) : v === 'dusk' ? (cols[cols.length - 2] as string) : (cols[1] as string);
  c.add(rect(0, 0, W, H, { fill: c.linear([{ offset: 0, colour: skyTop }, { offset: 0.7, colour: skyLow }]) }));
  c.paint(skyTop, 0.25);
  c.paint(skyLow, 0.2);
  const vivid = [...cols].sort((a, b) => chroma(b) - chroma(a))[0] as string;
  const lampCol = v === 'day' ? lighten(skyLow, 0.4) : lightness(vivid) > 55 ? vivid : '#f3cf6a';
  if (v !== 'day') {
    const moon = v === 'night' ? '#f4f1e4' : lighten(vivid, 0.2);
    const mr = m * rng.float(0.04, 0.07);
    const mx = rng.float(0.15, 0.85) * W;
    const my = H * rng.float(0.1, 0.25);
    c.add(circle(mx, my, mr * 3, { fill: c.radial([{ offset: 0, colour: moon, opacity: 0.35 }, { offset: 1, colour: moon, opacity: 0 }]) }));
    c.add(circle(mx, my, mr, { fill: moon }));
    if (v === 'night') for (let i = 0; i < 30; i += 1) c.add(circle(rng.float(0, W), rng.float(0, H * 0.4), m * rng.float(0.001, 0.003), { fill: '#ffffff', opacity: rng.float(0.3, 0.8) }));
  }
  const water = rng.chance(0.55);
  const street = water ? H * rng.float(0.68, 0.76) : H * rng.float(0.86, 0.94);
  const layers: Array<{ col: string; scale: number; lit: number }> = [
    { col: mix(v === 'day' ? (cols[2] as string) : (cols[1] as string), skyLow, 0.5), scale: 0.75, lit: 0.12 },
    { col: v === 'day' ? (cols[1] as string) : darken(dark, 0.05), scale: 1, lit: v === 'day' ? 0 : 0.35 },
  ];
  const towers: string[] = [];
  let buildingCount = 0;
  for (const layer of layers) {
    let x = -rng.float(0, W * 0.05);
    while (x < W) {
      const bw = W * rng.float(0.06, 0.14);
      const bh = H * rng.float(0.18, 0.55) * layer.scale;
      const top = street - bh;
      const col = layer.scale === 1 ? mix(layer.col, rng.pick(cols.slice(0, 3)), rng.float(0, 0.35)) : layer.col;
      const kind = rng.int(0, 9);
      const shapes: string[] = [rect(x, top, bw, bh + 2, { fill: col })];
      if (kind === 0) shapes.push(polygon([[x, top], [x + bw / 2, top - bw * 0.7], [x + bw, top]], { fill: col }));
      else if (kind === 1) shapes.push(rect(x + bw * 0.2, top - bh * 0.12, bw * 0.6, bh * 0.12 + 1, { fill: col }), rect(x + bw * 0.45, top - bh * 0.3, bw * 0.1, bh * 0.2, { fill: col }));
      else if (kind === 2) shapes.push(rect(x + bw * 0.25, top - bh * 0.15, bw * 0.06, bh * 0.15, { fill: col }), rect(x + bw * 0.69, top - bh * 0.15, bw * 0.06, bh * 0.15, { fill: col }));
      if (layer.lit > 0 || v === 'day') {
        const wc = Math.max(2, Math.floor(bw / (m * 0.03)));
        const wr = Math.floor(bh / (m * 0.035));
        const ww = (bw * 0.6) / wc;
        const wh = m * 0.014;
        for (let i = 0; i < wc; i += 1) {
          for (let j = 0; j < wr - 1; j += 1) {
            const lit = rng.chance(layer.lit);
            if (v === 'day' ? rng.chance(0.7) : lit) {
              shapes.push(rect(x + bw * 0.2 + i * (bw * 0.6) / wc + ww * 0.15, top + m * 0.02 + j * (bh / wr), ww * 0.7, wh, { fill: v === 'day' ? lighten(col, 0.25) : lampCol, opacity: v === 'day' ? 0.7 : rng.float(0.6, 1) }));
            }
          }
        }
      }
      towers.push(...shapes);
      c.paintArea(col, bw * bh);
      buildingCount += 1;
      x += bw + (layer.scale === 1 ? rng.float(0, 0.02) * W : rng.float(-0.02, 0.01) * W);
    }
  }
  const skyline = towers.join('');
  c.add(skyline);
  if (v !== 'day') c.paint(lampCol, 0.03);
  if (water) {
    const lake = mix(skyTop, dark, 0.5);
    c.add(rect(0, street, W, H - street, { fill: c.linear([{ offset: 0, colour: mix(skyLow, lake, 0.5) }, { offset: 1, colour: darken(lake, 0.3) }]) }));
    // The skyline mirrored in the water, faint and broken by ripples.
    c.add(group(skyline, { transform: `translate(0 ${(street * 2).toFixed(1)}) scale(1 -1)`, opacity: 0.28 }));
    for (let i = 0; i < 40; i += 1) c.add(rect(rng.float(-0.1, 1) * W, rng.float(street, H), W * rng.float(0.05, 0.2), m * 0.004, { fill: lighten(skyLow, 0.3), opacity: rng.float(0.1, 0.35) }));
    c.paint(lake, (H - street) / H);
  } else {
    const road = darken(dark, 0.1);
    c.add(rect(0, street, W, H - street, { fill: road }));
    c.paint(road, (H - street) / H);
  }
  const subjects: SubjectLabel[] = ['Cityscape', 'Urban', 'Architecture'];
  if (v === 'night') subjects.push('Night', 'Light');
  else if (v === 'dusk') subjects.push('Light', 'Sky');
  else subjects.push('Street Life');
  if (water) subjects.push('Water');
  return {
    variant: v,
    representational: 0.22,
    depth: water ? 0.7 : 0.55,
    dynamic: 0.88,
    human: 1,
    cultural: rng.chance(0.3) ? 0.2 : 0.55,
    symmetric: water ? 0.5 : 0.85,
    kikiBouba: 0.12,
    patterned: 0.6,
    singleMultiple: buildingCount > 6 ? 0.96 : 0.8,
    subjects,
    motifs: [v === 'night' ? 'lit windows' : v === 'dusk' ? 'the last light' : 'a bright morning', water ? 'the lake' : 'the street'],
  };
}
