import sharp from 'sharp';
import { COLOURS, FORMAL } from '@vernissage/core/lookups';
import type { ImageSuggestions } from '@vernissage/core/schemas';

/**
 * Suggestions measured from an artwork's cover image: its dominant named colours and the formal
 * positions that pixels can speak to. Everything is computed from one small decode (the picture
 * at most ANALYSIS_LONGEST pixels on its longest side): the attributes describe the composition
 * as a whole, which survives shrinking, and camera noise averages away, so a 40-megapixel photo
 * and a 400-pixel scan of the same work read alike.
 */
const ANALYSIS_LONGEST = 256;

interface Picture {
  width: number;
  height: number;
  /** CIE L*a*b* planes (D65), one value per pixel. */
  L: Float32Array;
  A: Float32Array;
  B: Float32Array;
  /** The COLOURS id each pixel is nearest to. */
  names: Uint8Array;
}

// ---------------------------------------------------------------- colour science

const SRGB_TO_LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const v = i / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});
const labF = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

function labOf(r: number, g: number, b: number): [number, number, number] {
  const lr = SRGB_TO_LINEAR[r]!;
  const lg = SRGB_TO_LINEAR[g]!;
  const lb = SRGB_TO_LINEAR[b]!;
  const fx = labF((lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047);
  const fy = labF(lr * 0.2126 + lg * 0.7152 + lb * 0.0722);
  const fz = labF((lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * A named colour covers a range of lightness (a muted mid blue is still Blue, a dark one not yet
 * Navy), so lightness differences count for less than hue and chroma differences: CIE94 with
 * kL > 1. On the demo catalogue it found the works' own colours a little more often than
 * CIEDE2000 or CIE94 with kL = 1, at the same precision (see docs/image-suggestions.md).
 */
const NAME_LIGHTNESS_WEIGHT = 1.6;
/** Below this chroma a pixel is a grey, however faint its tint: only the neutral names apply. */
const NEUTRAL_CHROMA = 8;
const NEUTRAL_IDS = new Set([1, 2, 3, 4]);
const COLOUR_LABS = COLOURS.map((c) => {
  const n = Number.parseInt(c.hex.slice(1), 16);
  return { id: c.id, lab: labOf((n >> 16) & 255, (n >> 8) & 255, n & 255), neutral: NEUTRAL_IDS.has(c.id) };
});

function colourDistance(sample: readonly number[], reference: readonly number[]): number {
  const dL = sample[0]! - reference[0]!;
  const c1 = Math.hypot(reference[1]!, reference[2]!);
  const c2 = Math.hypot(sample[1]!, sample[2]!);
  const dC = c1 - c2;
  const dH2 = Math.max(0, (reference[1]! - sample[1]!) ** 2 + (reference[2]! - sample[2]!) ** 2 - dC * dC);
  const sC = 1 + 0.045 * c1;
  const sH = 1 + 0.015 * c1;
  return Math.sqrt((dL / NAME_LIGHTNESS_WEIGHT) ** 2 + (dC / sC) ** 2 + dH2 / (sH * sH));
}

/** Names by RGB at 6 bits a channel (error under 2 units), filled as colours are first seen. */
const nameCache = new Uint8Array(1 << 18);

function nameOf(r: number, g: number, b: number): number {
  const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
  const cached = nameCache[key]!;
  if (cached) return cached;
  const lab = labOf((r & ~3) | 2, (g & ~3) | 2, (b & ~3) | 2);
  const neutral = Math.hypot(lab[1], lab[2]) < NEUTRAL_CHROMA;
  let best = 1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const c of COLOUR_LABS) {
    if (neutral && !c.neutral) continue;
    const d = colourDistance(lab, c.lab);
    if (d < bestDistance) {
      bestDistance = d;
      best = c.id;
    }
  }
  nameCache[key] = best;
  return best;
}

async function decode(input: Buffer): Promise<Picture> {
  // Shrink-on-load lets JPEG and WebP skip most of a large photo's decoding (what remains is
  // reading the compressed bytes, some 10 ms a megabyte for JPEG); rotate applies EXIF.
  const { data, info } = await sharp(input, { failOn: 'none' })
    .rotate()
    .resize(ANALYSIS_LONGEST, ANALYSIS_LONGEST, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const n = width * height;
  const picture: Picture = { width, height, L: new Float32Array(n), A: new Float32Array(n), B: new Float32Array(n), names: new Uint8Array(n) };
  for (let i = 0; i < n; i += 1) {
    const o = i * channels;
    const r = data[o]!;
    const g = channels >= 3 ? data[o + 1]! : r;
    const b = channels >= 3 ? data[o + 2]! : r;
    const [l, a, bb] = labOf(r, g, b);
    picture.L[i] = l;
    picture.A[i] = a;
    picture.B[i] = bb;
    picture.names[i] = nameOf(r, g, b);
  }
  return picture;
}

// ---------------------------------------------------------------- tuning
// Every threshold below was tuned on the demo catalogue (npm run bench:suggest) and checked on
// the synthetic images of image-attributes.test.ts; docs/image-suggestions.md has the figures.

/** A named colour is one of the work's colours from this share of the picture up. */
const COLOUR_MIN_SHARE = 0.04;
const COLOURS_MAX = 5;

/** Pixels below this chroma have no hue worth counting (greys, near-whites, near-blacks). */
const HUE_MIN_CHROMA = 12;
const HUE_BINS = 36;
/** A hue family spans the peak bin and three either side: hues within about 35° read as one. */
const HUE_FAMILY_HALF_BINS = 3;
/** A family must cover this share of the picture to count: a small accent does not make a work polychrome. */
const HUE_FAMILY_MIN_SHARE = 0.05;
/** Position on Monochromatic–Polychromatic by the number of hue families (none: only greys). */
const POLYCHROME_BY_FAMILIES = [0.03, 0.12, 0.45, 0.72, 0.9] as const;

/** Flat areas are where no step of more than this (L* per pixel, after a 3×3 blur) is near. */
const GRAIN_EDGE_STEP = 1.5;
/** Median fine-scale L* residual in flat areas: at or below LOW smooth, at or above HIGH textured. */
const GRAIN_LOW = 0.25;
const GRAIN_HIGH = 0.45;
const GRAIN_BIN = 0.01;
const GRAIN_BINS = 1000;

/** Symmetry is judged at this coarseness, forgiving a hand-drawn axis a few per cent off. */
const MIRROR_LONGEST = 64;
/** Left–right symmetry counts this many times as much as top–bottom: it is the one people see. */
const MIRROR_LR_WEIGHT = 4;
/** A difference of this much mean L* between the left and right halves is fully asymmetric. */
const MIRROR_BALANCE_L = 50;
const MIRROR_OFFSET = 0.1;
const MIRROR_GAIN = 1.4;

const PATTERN_LONGEST = 128;
const PATTERN_FFT = 256;
/** Shifts shorter than this (pixels at PATTERN_LONGEST) only find an edge overlapping itself. */
const PATTERN_MIN_SHIFT = 6;
/** Edge length (L* contrast per picture width) that counts as one unit of busyness. */
const PATTERN_BUSY_EDGES = 10;
/** Repetition plus busyness: at or below LOW not patterned, at or above HIGH patterned. */
const PATTERN_LOW = 0.95;
const PATTERN_HIGH = 1.4;

/** A flat picture is Low Contrast; an L* standard deviation of CONTRAST_SCALE·CONTRAST_FLAT is High. */
const CONTRAST_FLAT = 1.06;
const CONTRAST_SCALE = 27;

// ---------------------------------------------------------------- helpers

interface Plane {
  data: Float32Array;
  w: number;
  h: number;
}

/** Box-averages a plane down by a whole factor (the coarser scales symmetry and pattern use). */
function shrink(src: Float32Array, w: number, h: number, factor: number): Plane {
  if (factor <= 1) return { data: src, w, h };
  const w2 = Math.max(1, Math.floor(w / factor));
  const h2 = Math.max(1, Math.floor(h / factor));
  const out = new Float32Array(w2 * h2);
  for (let y = 0; y < h2; y += 1)
    for (let x = 0; x < w2; x += 1) {
      let sum = 0;
      let count = 0;
      for (let yy = y * factor; yy < Math.min(h, (y + 1) * factor); yy += 1)
        for (let xx = x * factor; xx < Math.min(w, (x + 1) * factor); xx += 1) {
          sum += src[yy * w + xx]!;
          count += 1;
        }
      out[y * w2 + x] = count ? sum / count : 0;
    }
  return { data: out, w: w2, h: h2 };
}

/** A separable 3×3 box blur, edges clamped. */
function blur3(src: Float32Array, w: number, h: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      tmp[i] = (src[x > 0 ? i - 1 : i]! + src[i]! + src[x + 1 < w ? i + 1 : i]!) / 3;
    }
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      out[i] = (tmp[y > 0 ? i - w : i]! + tmp[i]! + tmp[y + 1 < h ? i + w : i]!) / 3;
    }
  return out;
}

const ramp = (value: number, low: number, high: number) => Math.max(0, Math.min(1, (value - low) / (high - low)));

// ---------------------------------------------------------------- measures

/**
 * Colours: each pixel takes its nearest name and the names covering enough of the picture are
 * kept. Counting pixels rather than clustering first keeps the answer tied to what a person
 * sees covering the surface; the share threshold is what drops anti-aliased edges, shading and
 * grain, which scatter a few per cent over neighbouring names.
 */
function dominantColours(p: Picture): number[] {
  const counts = new Map<number, number>();
  for (const id of p.names) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const kept = ranked.filter(([, count]) => count / p.names.length >= COLOUR_MIN_SHARE).slice(0, COLOURS_MAX);
  return (kept.length > 0 ? kept : ranked.slice(0, 1)).map(([id]) => id);
}

/**
 * Monochromatic–Polychromatic: how many distinct hue families cover a visible part of the
 * picture. Hue, not named colours, because a work in five shades of blue (Navy, Blue, Turquoise)
 * is monochrome to the eye, while one in red and green is not however close their names sit.
 */
function hueFamilyCount(p: Picture): number {
  const bins = new Float64Array(HUE_BINS);
  const n = p.L.length;
  for (let i = 0; i < n; i += 1) {
    const a = p.A[i]!;
    const b = p.B[i]!;
    if (a * a + b * b < HUE_MIN_CHROMA * HUE_MIN_CHROMA) continue;
    bins[Math.floor((Math.atan2(b, a) / (2 * Math.PI) + 1) * HUE_BINS) % HUE_BINS]! += 1 / n;
  }
  // Greedy: the strongest hue takes its neighbours as one family, then the next strongest left.
  for (let families = 0; ; families += 1) {
    let peak = 0;
    for (let i = 1; i < HUE_BINS; i += 1) if (bins[i]! > bins[peak]!) peak = i;
    let mass = 0;
    for (let k = -HUE_FAMILY_HALF_BINS; k <= HUE_FAMILY_HALF_BINS; k += 1) {
      const j = (peak + k + HUE_BINS) % HUE_BINS;
      mass += bins[j]!;
      bins[j] = 0;
    }
    if (mass < HUE_FAMILY_MIN_SHARE) return families;
  }
}

/**
 * Textured–Smooth: the fine-scale lightness variation left in the flat parts of the picture
 * (each pixel against the mean of its four neighbours), away from edges so that drawn lines and
 * small motifs do not count as texture. Canvas weave, brush marks and paper grain show there;
 * a print or a digital work stays clean. Camera noise mostly averages away in the shrink, which
 * is why this is measured at the small size rather than on the full photo. The median, not the
 * mean, so a few leftover edge pixels do not move it.
 */
function grain(p: Picture): number {
  const { width: w, height: h, L } = p;
  const S = blur3(L, w, h);
  // The median by histogram (steps of GRAIN_BIN up to GRAIN_BINS·GRAIN_BIN): no sort of every pixel.
  const histogram = new Uint32Array(GRAIN_BINS + 1);
  let count = 0;
  for (let y = 2; y < h - 2; y += 1)
    for (let x = 2; x < w - 2; x += 1) {
      const i = y * w + x;
      const step = Math.max(Math.abs(S[i + 1]! - S[i - 1]!), Math.abs(S[i + w]! - S[i - w]!), Math.abs(S[i + 2]! - S[i - 2]!) / 2, Math.abs(S[i + 2 * w]! - S[i - 2 * w]!) / 2);
      if (step > GRAIN_EDGE_STEP) continue;
      const residual = Math.abs(L[i]! - (L[i - 1]! + L[i + 1]! + L[i - w]! + L[i + w]!) / 4);
      histogram[Math.min(GRAIN_BINS, Math.floor(residual / GRAIN_BIN))]! += 1;
      count += 1;
    }
  if (count === 0) return 0;
  for (let bin = 0, seen = 0; bin <= GRAIN_BINS; bin += 1) {
    seen += histogram[bin]!;
    if (seen * 2 >= count) return (bin + 0.5) * GRAIN_BIN;
  }
  return GRAIN_BINS * GRAIN_BIN;
}

/**
 * Symmetric–Asymmetric: how far the picture's structure differs from its mirror image. It
 * compares edges (colour gradients), not colours, because a composition mirrored in form but
 * not in colour (a centred figure on a two-tone ground) still reads as symmetric. Each mirror
 * only looks at the edges it can test: a left–right mirror at the vertical edges (a horizon is
 * trivially left–right symmetric and says nothing), a top–bottom mirror at the horizontal ones.
 * The two are weighted by how much of the structure each sees, left–right counting more.
 */
function asymmetry(p: Picture): number {
  const factor = Math.max(1, Math.round(Math.max(p.width, p.height) / MIRROR_LONGEST));
  const { data: L, w, h } = shrink(p.L, p.width, p.height, factor);
  const A = shrink(p.A, p.width, p.height, factor).data;
  const B = shrink(p.B, p.width, p.height, factor).data;
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  const delta = (i: number, j: number) => Math.hypot(L[i]! - L[j]!, A[i]! - A[j]!, B[i]! - B[j]!);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      gx[i] = delta(x + 1 < w ? i + 1 : i, x > 0 ? i - 1 : i);
      gy[i] = delta(y + 1 < h ? i + w : i, y > 0 ? i - w : i);
    }
  // Blurred so that an edge a pixel or two off its mirror still matches it.
  const bx = blur3(blur3(gx, w, h), w, h);
  const by = blur3(blur3(gy, w, h), w, h);
  let xx = 0;
  let yy = 0;
  let xMirror = 0;
  let yMirror = 0;
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      xx += bx[i]! * bx[i]!;
      yy += by[i]! * by[i]!;
      xMirror += bx[i]! * bx[y * w + (w - 1 - x)]!;
      yMirror += by[i]! * by[(h - 1 - y) * w + x]!;
    }
  // Edges cannot see a picture dark on one side and light on the other (a ground split down the
  // middle has a perfectly mirrored edge), yet its mirror image swaps them: the lightness
  // balance of the two halves says so.
  let leftL = 0;
  let rightL = 0;
  const half = Math.floor(w / 2);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < half; x += 1) {
      leftL += L[y * w + x]!;
      rightL += L[y * w + (w - 1 - x)]!;
    }
  const imbalance = half > 0 ? Math.abs(leftL - rightL) / (half * h) / MIRROR_BALANCE_L : 0;
  if (xx + yy < 1e-6) return imbalance;
  const lr = 1 - xMirror / Math.max(xx, 1e-6);
  const tb = 1 - yMirror / Math.max(yy, 1e-6);
  const weightX = (MIRROR_LR_WEIGHT * xx) / (MIRROR_LR_WEIGHT * xx + yy);
  return Math.max(weightX * lr + (1 - weightX) * tb, imbalance);
}

const twiddles = new Map<number, { cos: Float64Array; sin: Float64Array }>();

/** In-place radix-2 FFT of one row or column (length a power of two). */
function fft(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  let table = twiddles.get(n);
  if (!table) {
    table = { cos: Float64Array.from({ length: n / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / n)), sin: Float64Array.from({ length: n / 2 }, (_, k) => Math.sin((2 * Math.PI * k) / n)) };
    twiddles.set(n, table);
  }
  const sign = inverse ? 1 : -1;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const half = len >> 1;
    const stride = n / len;
    for (let start = 0; start < n; start += len)
      for (let k = 0; k < half; k += 1) {
        const cr = table.cos[k * stride]!;
        const ci = sign * table.sin[k * stride]!;
        const a = start + k;
        const b = a + half;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
  }
}

/** Transforms every column of a size×size grid (row-major). */
function fftColumns(re: Float64Array, im: Float64Array, size: number, inverse: boolean): void {
  const colRe = new Float64Array(size);
  const colIm = new Float64Array(size);
  for (let x = 0; x < size; x += 1) {
    for (let y = 0; y < size; y += 1) {
      colRe[y] = re[y * size + x]!;
      colIm[y] = im[y * size + x]!;
    }
    fft(colRe, colIm, inverse);
    for (let y = 0; y < size; y += 1) {
      re[y * size + x] = colRe[y]!;
      im[y * size + x] = colIm[y]!;
    }
  }
}

/** Transforms rows [0, rows) of a size×size grid (the others are zero, or not needed). */
function fftRows(re: Float64Array, im: Float64Array, size: number, rows: number, inverse: boolean): void {
  for (let y = 0; y < rows; y += 1) fft(re.subarray(y * size, (y + 1) * size), im.subarray(y * size, (y + 1) * size), inverse);
}

/**
 * Patterned–Not patterned: a pattern is structure that repeats. The autocorrelation of the
 * lightness gradients says how well the picture's edges land on themselves when shifted: a grid
 * of motifs matches itself along two independent shifts, stripes match themselves along their
 * own direction (gradients all one way: high coherence). A single straight horizon also matches
 * itself along its length, so busyness (how much edge there is per picture width) is added: a
 * pattern is many repeats, not one line.
 */
function patternScore(p: Picture): number {
  const factor = Math.max(1, Math.ceil(Math.max(p.width, p.height) / PATTERN_LONGEST));
  const { data: L, w, h } = shrink(p.L, p.width, p.height, factor);
  const ww = w - 1;
  const hh = h - 1;
  if (ww < 3 * PATTERN_MIN_SHIFT || hh < 3 * PATTERN_MIN_SHIFT) return 0;
  const size = PATTERN_FFT;
  const re = new Float64Array(size * size);
  const im = new Float64Array(size * size);
  let edges = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let y = 0; y < hh; y += 1)
    for (let x = 0; x < ww; x += 1) {
      const gx = L[y * w + x + 1]! - L[y * w + x]!;
      const gy = L[(y + 1) * w + x]! - L[y * w + x]!;
      re[y * size + x] = gx;
      im[y * size + x] = gy;
      edges += Math.hypot(gx, gy);
      sxx += gx * gx;
      syy += gy * gy;
      sxy += gx * gy;
    }
  if (sxx + syy < 1e-6) return 0;
  const busy = (edges * Math.max(ww, hh)) / (ww * hh) / 100 / PATTERN_BUSY_EDGES;
  const coherence = Math.sqrt((sxx - syy) ** 2 + 4 * sxy * sxy) / (sxx + syy);
  // The real part of the autocorrelation of gx + i·gy is the sum of both gradients' own.
  // Only the gradient rows hold data going in, and only the searched shifts are needed coming out.
  const maxX = Math.floor(ww / 3);
  const maxY = Math.floor(hh / 3);
  fftRows(re, im, size, hh, false);
  fftColumns(re, im, size, false);
  for (let i = 0; i < size * size; i += 1) {
    re[i] = re[i]! * re[i]! + im[i]! * im[i]!;
    im[i] = 0;
  }
  fftColumns(re, im, size, true);
  fftRows(re, im, size, maxY + 1, true);
  const zero = re[0]!;
  // Normalised by the overlap, so a long shift is not penalised for comparing fewer pixels.
  const at = (dx: number, dy: number) => re[((dy + size) % size) * size + ((dx + size) % size)]! / zero / (((ww - Math.abs(dx)) * (hh - Math.abs(dy))) / (ww * hh));
  const strongest = (accept: (dx: number, dy: number) => boolean) => {
    let best = { value: 0, dx: 1, dy: 0 };
    for (let dy = 0; dy <= maxY; dy += 1)
      for (let dx = -maxX; dx <= maxX; dx += 1) {
        if (dx * dx + dy * dy < PATTERN_MIN_SHIFT ** 2 || (dy === 0 && dx < 0) || !accept(dx, dy)) continue;
        const value = at(dx, dy);
        if (value > best.value) best = { value, dx, dy };
      }
    return best;
  };
  const first = strongest(() => true);
  const length = Math.hypot(first.dx, first.dy);
  // The second shift must point at least 30° away from the first: a truly second direction.
  const second = strongest((dx, dy) => Math.abs(dx * first.dx + dy * first.dy) / (Math.hypot(dx, dy) * length) < Math.cos(Math.PI / 6));
  return Math.max(Math.min(1, second.value), Math.min(1, first.value) * coherence) + busy;
}

function lightness(p: Picture): { mean: number; sd: number } {
  const n = p.L.length;
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += p.L[i]!;
  const mean = sum / n;
  let variance = 0;
  for (let i = 0; i < n; i += 1) variance += (p.L[i]! - mean) ** 2;
  return { mean, sd: Math.sqrt(variance / n) };
}

const position = (value: number) => (Number.isFinite(value) ? Math.round(Math.max(0, Math.min(1, value)) * 100) / 100 : 0.5);

/**
 * The colours (COLOURS ids, most of the picture first) and formal positions (sorted by axis id,
 * 0 the first pole, 1 the second) an image suggests. Dark–Light is the mean L*: what the eye
 * averages. High–Low Contrast is the spread (standard deviation) of L*, the usual RMS contrast.
 * The caller has already checked that the bytes decode.
 */
export async function suggestAttributes(input: Buffer): Promise<ImageSuggestions> {
  const p = await decode(input);
  const tone = lightness(p);
  const families = hueFamilyCount(p);
  const formal = [
    { id: FORMAL.monochromaticPolychromatic, value: POLYCHROME_BY_FAMILIES[Math.min(families, POLYCHROME_BY_FAMILIES.length - 1)]! },
    { id: FORMAL.texturedSmooth, value: 0.9 - 0.8 * ramp(grain(p), GRAIN_LOW, GRAIN_HIGH) },
    { id: FORMAL.darkLight, value: tone.mean / 100 },
    { id: FORMAL.symmetricAsymmetric, value: MIRROR_OFFSET + MIRROR_GAIN * asymmetry(p) },
    { id: FORMAL.patterned, value: 0.9 - 0.85 * ramp(patternScore(p), PATTERN_LOW, PATTERN_HIGH) },
    { id: FORMAL.contrast, value: CONTRAST_FLAT - tone.sd / CONTRAST_SCALE },
  ];
  return {
    colours: dominantColours(p),
    formal: formal.map((f) => ({ id: f.id, value: position(f.value) })).sort((a, b) => a.id - b.id),
  };
}
