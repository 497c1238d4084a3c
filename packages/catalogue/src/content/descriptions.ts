import type { Rng } from '../prng.ts';
import type { DemoStyle } from '../types.ts';

export interface DescribeInput {
  style: DemoStyle;
  variant: string;
  motifs: readonly string[];
  colourNames: readonly string[];
  mediums: readonly string[];
  surfaces: readonly string[];
  textured: boolean;
  framed: boolean;
  series: string | null;
  editionSize: number | null;
  width: number;
  height: number;
  artistFirstName: string;
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const OPENINGS: Record<DemoStyle, readonly string[]> = {
  geometric: [
    'Hard edges meet and overlap here, built from {motifs} in {colours}.',
    'A composition of {motifs}, pared back until only the essentials are left: {colours}.',
    '{name} arranges {motifs} so that each shape leans on the next, in a palette of {colours}.',
  ],
  stripes: [
    'Bands of {colours} run edge to edge, each width chosen by eye rather than by ruler.',
    'A piece about rhythm: {motifs} in {colours} that set up a beat and then break it.',
    'The stripes in this work were laid down one at a time, {colours} answering each other across the surface.',
  ],
  pattern: [
    'A repeat of {motifs} covers the surface, in {colours}, close enough to hum and loose enough to breathe.',
    'Built from {motifs}, this pattern rewards a second look: no two cells are quite alike. The palette is {colours}.',
    '{name} draws {motifs} by hand, row after row, in {colours}.',
  ],
  'colour-field': [
    'Soft-edged fields of {colours} float on the ground and seem to glow from behind.',
    'Large quiet areas of {colours}: a painting to sit with rather than to read.',
    'The edges of these fields are left to blur, so {colours} meet the way light meets a wall.',
  ],
  landscape: [
    'A view with {motifs}, painted in {colours}, where each ridge is paler than the one in front of it.',
    'Remembered rather than observed: {motifs}, held in {colours}.',
    '{name} returns often to this kind of place: {motifs}, the air thick with {colours}.',
  ],
  'still-life': [
    'On a plain table, {motifs}, lit from one side and set against a wall of {colours}.',
    'An arrangement of {motifs}, with the kind of quiet that comes from looking at ordinary things for a long time. The palette is {colours}.',
    'A still life in {colours}: {motifs}, and the shadows they throw across the table.',
  ],
  figure: [
    'A painting of {motifs}, simplified to a few shapes and a few lines, in {colours}.',
    '{name} paints people from memory and from sketches made on the bus: here, {motifs}, in {colours}.',
    'Calm and direct: {motifs}, set against flat planes of {colours}.',
  ],
  cityscape: [
    'The city as a set of blocks and lights: {motifs}, {colours}, and the lake beyond.',
    'A skyline built from memory of long walks home, with {motifs} in {colours}.',
    'Chicago, more or less: towers, {motifs}, and a sky of {colours}.',
  ],
};

const PROCESS: readonly string[] = [
  '{medium} on {surface}{texture}.',
  'Made in {medium} on {surface}{texture}, in the artist\'s studio over several weeks.',
  'The work is {medium} on {surface}{texture}; colours were mixed for this piece and not used again.',
];

const CLOSINGS: readonly string[] = [
  'It holds its own on a large wall and rewards a close look in a small room.',
  'Collectors often hang it where the light changes through the day; the colours shift with it.',
  'It pairs well with quieter works and with plain, warm-coloured walls.',
  'Signed on the reverse, with a certificate of authenticity from the artist.',
  'The artist is happy to share studio photographs of the work in progress on request.',
];

/** An HTML description, one to three paragraphs, written from what was drawn and how. */
export function describe(rng: Rng, d: DescribeInput): string {
  const fill = (t: string) =>
    t
      .replace('{motifs}', list(d.motifs.slice(0, 2)))
      .replace('{colours}', list(d.colourNames.slice(0, 3)))
      .replace('{name}', d.artistFirstName)
      .replace('{medium}', list(d.mediums.map((m) => m.toLowerCase())))
      .replace('{surface}', list(d.surfaces.map((s) => s.toLowerCase())))
      .replace('{texture}', d.textured ? ', with a visibly worked, textured surface' : ', smooth and evenly finished');
  const first = fill(rng.pick(OPENINGS[d.style]));
  const paras = [first];
  const extra: string[] = [fill(rng.pick(PROCESS))];
  if (d.series) extra.push(`Part of the series <em>${d.series}</em>, which ${d.artistFirstName} has been working on for several years.`);
  if (d.editionSize) extra.push(`An edition of ${d.editionSize}, each print numbered and signed by hand.`);
  extra.push(d.framed ? 'Framed and ready to hang.' : 'Sold unframed; the edges are finished, so it can hang as it is.');
  paras.push(extra.join(' '));
  // Some descriptions run long, so 'Show more' has something to show.
  if (rng.chance(0.45)) paras.push(`${rng.pick(CLOSINGS)} ${rng.pick(CLOSINGS.filter((c) => !paras.join('').includes(c)))} Measures ${d.width} × ${d.height} in.`);
  // Every paragraph starts as a sentence does, whatever its first word was ('acrylic paint on …').
  return paras.map((p) => `<p>${p.charAt(0).toUpperCase()}${p.slice(1)}</p>`).join('');
}
