import { COLOURS, subjectId } from '@vernissage/core/lookups';
import { analogOf, mediumId, surfaceId, type Practice, type SizeFamily } from './artists.ts';
import { deriveColours, formalPositions, paletteMetrics } from './attributes.ts';
import { Canvas } from './canvas.ts';
import { describe } from './content/descriptions.ts';
import { makeTitle } from './names.ts';
import { workPalette } from './palettes.ts';
import type { Rng } from './prng.ts';
import { drawStyle } from './styles/index.ts';
import type { DemoArtwork, DemoStyle } from './types.ts';

const SIZES: Record<SizeFamily, ReadonlyArray<readonly [number, number]>> = {
  paper: [[8, 10], [9, 12], [11, 14], [12, 16], [16, 20], [18, 24], [22, 30], [12, 12], [15, 22], [19.5, 25.5]],
  canvas: [[12, 16], [16, 20], [18, 24], [20, 20], [24, 30], [24, 36], [30, 30], [30, 40], [36, 36], [36, 48], [20, 24]],
  large: [[30, 40], [36, 48], [40, 40], [48, 48], [48, 60], [36, 36], [60, 72], [40, 50], [24, 36], [54, 54]],
  print: [[8, 10], [11, 14], [12, 16], [16, 20], [18, 24], [12, 12], [20, 20], [24, 36], [13, 19], [17.5, 22.5]],
};

const FAMILY_PRICE: Record<SizeFamily, number> = { paper: 0.85, canvas: 1, large: 1, print: 0.6 };
const EDITION_SIZES = [10, 15, 20, 25, 30, 50];
/** Plausible video links for the few works with a studio video (IDs are placeholders). */
const VIDEOS = [
  'https://www.youtube.com/watch?v=Vn1sT7dIoQ4',
  'https://vimeo.com/824515539',
  'https://www.youtube.com/watch?v=q3hJ8Lk2aZc',
  'https://vimeo.com/771120467',
  'https://www.youtube.com/watch?v=Xb7cN0pR4wE',
];

export interface WorkContext {
  key: string;
  artistKey: string;
  artistName: string;
  practice: Practice;
  /** Index of the work within its artist (titles of a series count with it). */
  index: number;
  series: string | null;
  usedTitles: Set<string>;
}

function chooseSize(rng: Rng, family: SizeFamily, style: DemoStyle): [number, number] {
  const [a, b] = rng.pick(SIZES[family]);
  const wide = style === 'landscape' || style === 'cityscape' ? rng.chance(0.8) : style === 'figure' || style === 'colour-field' ? rng.chance(0.12) : rng.chance(0.5);
  return wide ? [b, a] : [a, b];
}

function roundPrice(p: number): number {
  const step = p < 1000 ? 25 : p < 5000 ? 50 : 100;
  return Math.min(25000, Math.max(200, Math.round(p / step) * step));
}

function isoDate(year: number, dayOfYear: number): string {
  const d = new Date(Date.UTC(year, 0, 1 + dayOfYear));
  return d.toISOString().slice(0, 10);
}

export function makeArtwork(rng: Rng, ctx: WorkContext): DemoArtwork & { textured: boolean } {
  const p = ctx.practice;
  const style = rng.weighted(p.styles);
  const variants = p.variants?.[style];
  const variant = variants ? rng.pick(variants) : undefined;
  const paletteName = rng.weighted(p.palettes.map((n, i) => [n, i === 0 ? 2 : 1] as const));
  const palette = workPalette(paletteName, rng);
  const [width, height] = chooseSize(rng, p.sizes, style);
  // The viewBox is the size in inches times a whole number, so its ratio is exactly width:height.
  const k = Math.max(1, Math.round(1000 / Math.max(width, height)));
  const canvas = new Canvas(width * k, height * k, rng);
  const traits = drawStyle(style, canvas, palette, variant);
  const textured = rng.chance(p.textured);
  const svg = canvas.toSvg(textured ? p.texture : null);
  const swatches = canvas.swatches();
  const colours = deriveColours(swatches);
  const [mediumLabels, surfaceLabels] = rng.pick(p.materials);
  const cultural = style === 'figure' || style === 'cityscape' || style === 'pattern' || rng.chance(0.3);
  const formal = formalPositions(traits, paletteMetrics(swatches), { analog: analogOf(mediumLabels), textured, culturalSet: cultural }, rng);

  const subjectLabels = [...traits.subjects.slice(0, 2), ...rng.shuffle(traits.subjects.slice(2)).slice(0, rng.int(1, 3))];
  if (textured && rng.chance(0.3)) subjectLabels.push('Texture');
  const subjects = [...new Set(subjectLabels.map((s) => subjectId(s)))];

  const editioned = rng.chance(p.editions);
  const editionSize = editioned ? rng.pick(EDITION_SIZES) : null;
  const rate = (0.8 + p.seniority * 4.5) * FAMILY_PRICE[p.sizes] * rng.float(0.85, 1.2);
  const price = roundPrice((150 + rate * width * height) * (editioned ? 0.35 : 1));
  const onPaper = surfaceLabels.includes('Paper');
  const year = rng.weighted([[2015, 1], [2016, 1], [2017, 1], [2018, 1.5], [2019, 1.5], [2020, 2], [2021, 2], [2022, 3], [2023, 3], [2024, 4], [2025, 4], [2026, 2]] as const);
  const dated = rng.chance(0.45);
  const startDay = rng.int(0, year === 2026 ? 100 : 300);
  const colourNames = colours.map((id) => (COLOURS.find((c) => c.id === id)?.label ?? '').toLowerCase());

  let title = '';
  for (let attempt = 0; attempt < 30 && (title === '' || ctx.usedTitles.has(title)); attempt += 1) {
    title = makeTitle(rng, style, traits.kikiBouba > 0.5, COLOURS.find((c) => c.id === colours[0])?.label ?? 'Blue', attempt === 0 ? ctx.series : null, ctx.index);
  }
  if (ctx.usedTitles.has(title)) title = `${title} ${ctx.index + 1}`;
  ctx.usedTitles.add(title);
  const framed = rng.chance(onPaper ? 0.5 : 0.3);

  return {
    key: ctx.key,
    artistKey: ctx.artistKey,
    style,
    title,
    description: describe(rng, {
      style,
      variant: traits.variant,
      motifs: traits.motifs,
      colourNames,
      mediums: mediumLabels,
      surfaces: surfaceLabels,
      textured,
      framed,
      series: ctx.series,
      editionSize,
      width,
      height,
      artistFirstName: ctx.artistName.split(' ')[0] ?? ctx.artistName,
    }),
    yearCreated: year,
    workStartDate: dated ? isoDate(year, startDay) : null,
    workEndDate: dated ? isoDate(year, startDay + rng.int(10, 60)) : null,
    width,
    height,
    price,
    discountPercent: rng.chance(0.15) ? rng.int(1, 6) * 5 : null,
    sold: 0,
    isFramed: framed,
    partOfSeries: ctx.series !== null,
    seriesName: ctx.series,
    uniqueCopy: !editioned,
    editionSize,
    videoUrl: rng.chance(0.025) ? rng.pick(VIDEOS) : null,
    colours,
    subjects,
    mediums: mediumLabels.map(mediumId),
    surfaces: surfaceLabels.map(surfaceId),
    formal,
    svg,
    listedDaysAgo: rng.int(0, 400),
    textured,
  };
}
