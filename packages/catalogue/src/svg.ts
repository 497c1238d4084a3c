/** Tiny SVG string helpers. Numbers are rounded so documents stay small. */

export type Point = readonly [number, number];
export type Attrs = Record<string, string | number | undefined>;

export const r1 = (n: number): string => String(Math.round(n * 10) / 10);

export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ');
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}): string =>
  `<rect ${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  `<circle ${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  `<ellipse ${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const path = (d: string, a: Attrs = {}): string => `<path ${attrs({ d, ...a })}/>`;
export const polygon = (points: readonly Point[], a: Attrs = {}): string =>
  `<polygon ${attrs({ points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), ...a })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  `<line ${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const group = (children: string, a: Attrs = {}): string => `<g ${attrs(a)}>${children}</g>`;

/** A closed smooth curve through the points (Catmull-Rom converted to cubic Béziers). */
export function smoothClosed(points: readonly Point[], tension = 1): string {
  const n = points.length;
  const p = (i: number): Point => points[((i % n) + n) % n] as Point;
  let d = `M${r1(p(0)[0])},${r1(p(0)[1])}`;
  for (let i = 0; i < n; i += 1) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return `${d}Z`;
}

/** An open smooth curve through the points. */
export function smoothOpen(points: readonly Point[]): string {
  const n = points.length;
  const p = (i: number): Point => points[Math.max(0, Math.min(n - 1, i))] as Point;
  let d = `M${r1(p(0)[0])},${r1(p(0)[1])}`;
  for (let i = 0; i < n - 1; i += 1) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return d;
}

export interface Stop {
  offset: number;
  colour: string;
  opacity?: number;
}

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map((s) => `<stop offset="${r1(s.offset * 100)}%" stop-color="${s.colour}"${s.opacity === undefined ? '' : ` stop-opacity="${r1(s.opacity)}"`}/>`)
    .join('');

export const linearGradientDef = (id: string, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string =>
  `<linearGradient id="${id}" ${attrs({ x1, y1, x2, y2 })}>${stopsXml(stops)}</linearGradient>`;

export const radialGradientDef = (id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" ${attrs({ cx, cy, r })}>${stopsXml(stops)}</radialGradient>`;

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${r1(width)}" height="${r1(height)}" viewBox="0 0 ${r1(width)} ${r1(height)}"><defs>${defs}</defs>${body}</svg>`;
}
