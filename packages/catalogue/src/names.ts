import type { Rng } from './prng.ts';
import type { DemoStyle } from './types.ts';

/** Artist names, varied in origin as Chicago is; the seed picks and orders them. */
export const ARTIST_NAMES: readonly string[] = [
  'Amara Okafor', 'Tomasz Wiśniewski', 'Lucía Ferrer', 'Hana Kobayashi', 'Devon Marshall', 'Priya Raghunathan',
  'Mateo Alvarez', 'Ingrid Halvorsen', 'Kwame Mensah', 'Sofia Marchetti', 'Rafael Duarte', 'Mei-Lin Chou',
  'Jonah Whitfield', 'Yasmin Haddad', 'Nikolai Petrov', 'Ava Lindqvist', 'Tariq Bello', 'Camille Arsenault',
  'Diego Santiago', 'Leila Farahani', 'Owen Gallagher', 'Thandiwe Nkosi', 'Marisol Reyes', 'Ezra Goldfarb',
  'Grace Oyelaran', 'Aleksandra Nowak', 'Bao Tran', 'Imani Brooks', 'Sven Aaberg', 'Rosa Delgado',
  'Kenji Watanabe', 'Nadia Benali', 'Patrick Doyle', 'Zainab Qureshi', 'Lena Vogel', 'Julian Park',
];

/** The two merchants: a gallery and a print studio, in the order of the merchant practices. */
export const MERCHANT_NAMES: readonly string[] = ['Halsted Street Gallery', 'Pilsen Print Works'];

export const PLACES: readonly string[] = [
  'Montrose Harbor', 'the Indiana Dunes', 'Starved Rock', 'Lake Geneva', 'the Fox River', 'Door County', 'Galena',
  'the Skokie Lagoons', 'Pilsen', 'Logan Square', 'Bridgeport', 'Hyde Park', 'the Loop', 'Andersonville',
  'the Des Plaines River', 'Promontory Point', 'Garfield Park', 'the Chicago River',
];

const TIMES = ['Dawn', 'Dusk', 'Noon', 'Midnight', 'Low Water', 'First Frost', 'Late August', 'Early March', 'Blue Hour', 'Sunday Morning'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];

const NOUNS: Record<string, readonly string[]> = {
  kiki: ['Shard', 'Vector', 'Signal', 'Fracture', 'Compass', 'Ascent', 'Relay', 'Switchback', 'Circuit', 'Blade', 'Crosswind', 'Flint'],
  bouba: ['Orbit', 'Bloom', 'Pebble', 'Tide Pool', 'Moonrise', 'Lullaby', 'Soft Machine', 'Cradle', 'Halo', 'Drift', 'Arcade', 'Seed'],
  stripes: ['Cadence', 'Interval', 'Meridian', 'Bandwidth', 'Warp and Weft', 'Chord', 'Measure', 'Ribbon', 'Procession', 'Lanes', 'Count', 'Refrain'],
  pattern: ['Tessellation', 'Repeat', 'Lattice', 'Quilt', 'Tile', 'Weave', 'Garden Grid', 'Mosaic', 'Echo', 'Scatter', 'Swatch', 'Rows'],
  'colour-field': ['Threshold', 'Hum', 'Vesper', 'Breath', 'Afterglow', 'Stillness', 'Undertow', 'Reverie', 'Held Light', 'Ember Room', 'Low Tone', 'Veil'],
  landscape: ['Ridge', 'Prairie', 'Lake Effect', 'Headland', 'Valley', 'Shoreline', 'Hollow', 'Timberline', 'Meadow', 'Dunes', 'Bluff', 'Watershed'],
  'still-life': ['Still Life with Pears', 'Kitchen Table', 'Three Bottles', 'Vessel', 'Morning Table', 'Lemons', 'Blue Jug', 'Bouquet', 'Table by the Window', 'Cut Flowers', 'Quiet Objects', 'Sill'],
  figure: ['Sitter', 'Daydream', 'The Listener', 'Family Portrait', 'Sunday', 'Dancers', 'Waiting Room', 'Portrait in Profile', 'Open Window', 'The Visit', 'Gathering', 'Solo'],
  cityscape: ['Night Shift', 'The Loop', 'Skyline', 'After Hours', 'Lake Shore Drive', 'Grid City', 'River North', 'Halsted', 'Third Coast', 'Wacker at Dusk', 'Tower Lights', 'Commute'],
};

const LONG_TITLES: readonly string[] = [
  'Notes Toward a Quiet Afternoon When the Light Came Sideways Through the Kitchen Window',
  'Everything I Meant to Say on the Long Drive Home Along the Lake in February',
  'A Room for Listening to the Radiator and the Snow on the Other Side of the Glass',
  'Study for a Larger Painting That Never Got Made but Would Have Been Very Blue',
  'The Hour Before the Streetlights, When the Whole City Holds Its Breath Together',
  'What My Grandmother Kept on the Windowsill, Remembered in the Wrong Colours',
];

/** Series names: one per person at most (more names than people), so no two artists share a series title. */
export const SERIES: readonly string[] = [
  'Lake Effect', 'Quiet Rooms', 'Weather Reports', 'Field Notes', 'Night Shift', 'Small Hours', 'Kitchen Light',
  'North Shore', 'Inventory', 'Slow Signals', 'Common Ground', 'Tidewater', 'Prairie Songs', 'Salt and Iron',
  'Open Windows', 'Second Draft', 'Harbour Lights', 'Late Harvest', 'Paper Trail', 'Blue Hour',
  'Garden Plots', 'Overpass', 'Dune Studies', 'Winter Count', 'Loop Walks', 'Signal Fires', 'Porch Songs', 'Rail Yard',
];

function nounKey(style: DemoStyle, round: boolean): string {
  if (style === 'geometric') return round ? 'bouba' : 'kiki';
  return style;
}

/** A title for one work; the caller retries on a duplicate within the artist. */
export function makeTitle(rng: Rng, style: DemoStyle, round: boolean, colourName: string, series: string | null, index: number): string {
  if (series) return `${series} No. ${index + 1}`;
  const noun = rng.pick(NOUNS[nounKey(style, round)] ?? NOUNS.pattern ?? ['Untitled']);
  const representational = style === 'landscape' || style === 'cityscape' || style === 'still-life';
  const form = rng.weighted<number>([[0, 3], [1, 2], [2, 2], [3, 2], [4, representational ? 3 : 0], [5, 0.25], [6, 1]]);
  switch (form) {
    case 0: return noun;
    case 1: return `${noun} ${rng.pick(ROMAN)}`;
    case 2: return `${noun}, ${rng.pick(TIMES)}`;
    case 3: return `${noun} (${colourName})`;
    case 4: return `${noun} near ${rng.pick(PLACES)}`;
    case 5: return rng.pick(LONG_TITLES);
    default: return `${noun} No. ${rng.int(2, 40)}`;
  }
}
