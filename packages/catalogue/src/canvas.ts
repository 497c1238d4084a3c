import type { Rng } from './prng.ts';
import { linearGradientDef, radialGradientDef, svgDocument, group, type Stop } from './svg.ts';

export type TextureKind = 'paper' | 'impasto';

/**
 * Where a drawing is made: collects defs and body fragments, and keeps an account of how much
 * of the picture each palette colour covers. That account is what the colour and light/dark
 * attributes are derived from, so attributes describe the drawing rather than a random label.
 */
export class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private readonly areas = new Map<string, number>();
  private groundHex: string | null = null;
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
  ) {}

  /** The shorter side: sizes of marks scale with it so small and large works look alike. */
  get m(): number {
    return Math.min(this.width, this.height);
  }

  get area(): number {
    return this.width * this.height;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(...fragments: string[]): void {
    this.body.push(...fragments);
  }

  /** Records that a colour covers this fraction of the picture (overlaps are approximate). */
  paint(hex: string, fraction: number): void {
    if (fraction <= 0) return;
    this.areas.set(hex, (this.areas.get(hex) ?? 0) + fraction);
  }

  /** Records an absolute area in viewBox units. */
  paintArea(hex: string, area: number): void {
    this.paint(hex, Math.abs(area) / this.area);
  }

  /** The ground covers whatever the other marks leave visible. */
  ground(hex: string): void {
    this.groundHex = hex;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('lg');
    this.defs.push(linearGradientDef(id, stops, x1, y1, x2, y2));
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('rg');
    this.defs.push(radialGradientDef(id, stops, cx, cy, r));
    return `url(#${id})`;
  }

  /** A Gaussian blur filter, for soft shadows, glows and the edges of colour fields. */
  blur(std: number, ragged = false): string {
    const id = this.id('bl');
    const seed = this.rng.int(1, 999);
    const rag = ragged
      ? `<feTurbulence type="fractalNoise" baseFrequency="${(4 / this.m).toFixed(4)}" numOctaves="3" seed="${seed}" result="n"/><feDisplacementMap in="b" in2="n" scale="${(this.m * 0.03).toFixed(1)}" xChannelSelector="R" yChannelSelector="G"/>`
      : '';
    this.defs.push(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${std.toFixed(1)}" result="b"/>${rag}</filter>`,
    );
    return `url(#${id})`;
  }

  /** Area fractions per palette colour, normalised to sum to 1. */
  swatches(): Array<{ hex: string; area: number }> {
    const entries = [...this.areas.entries()].map(([hex, area]) => ({ hex, area }));
    const covered = entries.reduce((s, e) => s + e.area, 0);
    if (this.groundHex) {
      const remainder = Math.max(0.12, 1 - covered);
      entries.push({ hex: this.groundHex, area: remainder });
    }
    const total = entries.reduce((s, e) => s + e.area, 0) || 1;
    const merged = new Map<string, number>();
    for (const e of entries) merged.set(e.hex, (merged.get(e.hex) ?? 0) + e.area / total);
    return [...merged.entries()].map(([hex, area]) => ({ hex, area })).sort((a, b) => b.area - a.area);
  }

  /**
   * The finished SVG document. A textured work runs the whole picture through a filter:
   * displaced edges and grain for works on paper, streaky brush marks for paint on canvas.
   */
  toSvg(texture: TextureKind | null): string {
    let body = this.body.join('');
    const defs = [...this.defs];
    if (texture) {
      const id = this.id('tx');
      const seed = this.rng.int(1, 9999);
      const m = this.m;
      // Frequencies are per viewBox unit, scaled by the short side so marks look alike at any size.
      const f = (k: number) => Math.min(0.9, k / m).toFixed(4);
      const impasto = texture === 'impasto';
      const move = impasto
        ? `<feTurbulence type="fractalNoise" baseFrequency="${f(4)} ${f(28)}" numOctaves="3" seed="${seed + 1}" result="s"/><feDisplacementMap in="SourceGraphic" in2="s" scale="${(m * 0.012).toFixed(1)}" xChannelSelector="R" yChannelSelector="G" result="d"/>`
        : `<feTurbulence type="fractalNoise" baseFrequency="${f(14)}" numOctaves="2" seed="${seed + 1}" result="s"/><feDisplacementMap in="SourceGraphic" in2="s" scale="${(m * 0.007).toFixed(1)}" xChannelSelector="R" yChannelSelector="G" result="d"/>`;
      const grain = impasto ? `${f(90)} ${f(500)}` : f(600);
      const strength = impasto ? 0.3 : 0.26;
      defs.push(
        `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">${move}` +
          `<feTurbulence type="fractalNoise" baseFrequency="${grain}" numOctaves="2" seed="${seed}" result="g"/>` +
          `<feColorMatrix in="g" type="saturate" values="0" result="gg"/>` +
          `<feComposite in="d" in2="gg" operator="arithmetic" k1="0" k2="1" k3="${strength}" k4="${(-strength / 2).toFixed(3)}"/></filter>`,
      );
      // The ground is repeated unfiltered underneath, so edges displaced inwards show ground, not holes.
      // Scaled up 2% about the centre so the displacement pulls picture, not emptiness, in at the edges.
      const grow = `translate(${(-this.width * 0.01).toFixed(1)} ${(-this.height * 0.01).toFixed(1)}) scale(1.02)`;
      body = (this.body[0] ?? '') + group(group(body, { transform: grow }), { filter: `url(#${id})` });
    }
    return svgDocument(this.width, this.height, defs.join(''), body);
  }

}
