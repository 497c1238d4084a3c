import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COLOURS, FORMAL } from '@vernissage/core/lookups';
import { imageSuggestionsSchema, type ImageSuggestions } from '@vernissage/core/schemas';
import { suggestAttributes } from './image-attributes.ts';

type Rgb = readonly [number, number, number];

const hexOf = (label: string) => COLOURS.find((c) => c.label === label)!.hex;
const idOf = (label: string) => COLOURS.find((c) => c.label === label)!.id;
const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** A JPEG upload of one flat colour. */
const flat = (hex: string, width = 600, height = 400) => sharp({ create: { width, height, channels: 3, background: hex } }).jpeg().toBuffer();

/** A PNG upload drawn pixel by pixel. */
function drawn(width: number, height: number, colourAt: (x: number, y: number) => Rgb): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels.set(colourAt(x, y), (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const checkerboard = () => drawn(512, 512, (x, y) => ((Math.floor(x / 32) + Math.floor(y / 32)) % 2 ? BLACK : WHITE));
const leftDarkRightLight = () => drawn(600, 400, (x) => (x < 300 ? [30, 30, 30] : [235, 235, 235]));
const STRIPE_COLOURS = ['Red', 'Yellow', 'Green', 'Blue', 'Orange'];
const multicolourStripes = () => drawn(500, 400, (x) => rgbOf(hexOf(STRIPE_COLOURS[Math.floor(x / 100)]!)));

const at = (s: ImageSuggestions, axis: number) => {
  const found = s.formal.find((f) => f.id === axis);
  if (!found) throw new Error(`axis ${axis} not suggested`);
  return found.value;
};

describe('suggestAttributes', () => {
  it('answers the six measured axes, in id order, as positions rounded to two decimals', async () => {
    const suggestion = await suggestAttributes(await checkerboard());
    expect(imageSuggestionsSchema.parse(suggestion)).toEqual(suggestion);
    expect(suggestion.formal.map((f) => f.id)).toEqual([
      FORMAL.monochromaticPolychromatic,
      FORMAL.texturedSmooth,
      FORMAL.darkLight,
      FORMAL.symmetricAsymmetric,
      FORMAL.patterned,
      FORMAL.contrast,
    ]);
    for (const { value } of suggestion.formal) expect(Math.round(value * 100) / 100).toBe(value);
  });

  it.each(['Blue', 'Red', 'Navy', 'Pink'])('gives a flat %s image that colour, monochrome, smooth, symmetric, unpatterned and low in contrast', async (label) => {
    const suggestion = await suggestAttributes(await flat(hexOf(label)));
    expect(suggestion.colours).toEqual([idOf(label)]);
    expect(at(suggestion, FORMAL.monochromaticPolychromatic)).toBeLessThanOrEqual(0.15);
    expect(at(suggestion, FORMAL.texturedSmooth)).toBeGreaterThanOrEqual(0.8);
    expect(at(suggestion, FORMAL.symmetricAsymmetric)).toBeLessThanOrEqual(0.2);
    expect(at(suggestion, FORMAL.patterned)).toBeGreaterThanOrEqual(0.8);
    expect(at(suggestion, FORMAL.contrast)).toBeGreaterThanOrEqual(0.9);
  });

  it('reads a black and white checkerboard as black and white, patterned and high in contrast', async () => {
    const suggestion = await suggestAttributes(await checkerboard());
    expect([...suggestion.colours].sort((a, b) => a - b)).toEqual([idOf('Black'), idOf('White')]);
    expect(at(suggestion, FORMAL.patterned)).toBeLessThanOrEqual(0.2);
    expect(at(suggestion, FORMAL.contrast)).toBeLessThanOrEqual(0.1);
    expect(at(suggestion, FORMAL.monochromaticPolychromatic)).toBeLessThanOrEqual(0.15);
  });

  it('reads a picture dark on the left and light on the right as asymmetric', async () => {
    const split = await suggestAttributes(await leftDarkRightLight());
    const even = await suggestAttributes(await flat('#8a8a8a'));
    expect(at(split, FORMAL.symmetricAsymmetric)).toBeGreaterThanOrEqual(0.8);
    expect(at(even, FORMAL.symmetricAsymmetric)).toBeLessThanOrEqual(0.2);
  });

  it('turns a photo upright by its EXIF orientation before judging it', async () => {
    // Stored sideways with 'rotate 90°': upright, the dark half is on top, mirrored left to right.
    const sideways = await sharp(await leftDarkRightLight()).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const suggestion = await suggestAttributes(sideways);
    expect(at(suggestion, FORMAL.symmetricAsymmetric)).toBeLessThanOrEqual(0.2);
  });

  it('reads multicolour stripes as polychromatic, naming the stripes, largest first', async () => {
    const suggestion = await suggestAttributes(await multicolourStripes());
    expect(at(suggestion, FORMAL.monochromaticPolychromatic)).toBeGreaterThanOrEqual(0.7);
    expect([...suggestion.colours].sort((a, b) => a - b)).toEqual(STRIPE_COLOURS.map(idOf).sort((a, b) => a - b));

    const mostlyBlue = await drawn(400, 400, (x) => (x < 280 ? rgbOf(hexOf('Blue')) : rgbOf(hexOf('Yellow'))));
    expect((await suggestAttributes(mostlyBlue)).colours).toEqual([idOf('Blue'), idOf('Yellow')]);
  });

  it('leaves out a colour covering a sliver of the picture', async () => {
    const accent = await drawn(400, 400, (x) => (x < 396 ? rgbOf(hexOf('Teal')) : rgbOf(hexOf('Red'))));
    expect((await suggestAttributes(accent)).colours).toEqual([idOf('Teal')]);
  });

  it('orders darker images before lighter ones on Dark–Light', async () => {
    const labels = ['Black', 'Navy', 'Grey', 'Pink', 'White'];
    const positions = await Promise.all(labels.map(async (label) => at(await suggestAttributes(await flat(hexOf(label))), FORMAL.darkLight)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBeLessThanOrEqual(0.1);
    expect(positions.at(-1)).toBeGreaterThanOrEqual(0.9);
    expect(new Set(positions).size).toBe(labels.length);
  });

  it('reads fine grain over the whole surface as textured', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const grained = await drawn(600, 400, () => {
      const v = 128 + Math.round((random() - 0.5) * 40);
      return [v, v, v];
    });
    expect(at(await suggestAttributes(grained), FORMAL.texturedSmooth)).toBeLessThanOrEqual(0.3);
    expect(at(await suggestAttributes(await flat('#808080')), FORMAL.texturedSmooth)).toBeGreaterThanOrEqual(0.8);
  });

  it('answers for odd but valid images: one pixel, a thin strip, transparency, 16-bit grey, CMYK', async () => {
    const inputs = await Promise.all([
      flat(hexOf('Green'), 1, 1),
      flat(hexOf('Green'), 2000, 3),
      sharp({ create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer(),
      sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080' } }).toColourspace('grey16').png().toBuffer(),
      sharp({ create: { width: 300, height: 200, channels: 3, background: hexOf('Red') } }).toColourspace('cmyk').jpeg().toBuffer(),
    ]);
    const suggestions = await Promise.all(inputs.map((input) => suggestAttributes(input)));
    for (const suggestion of suggestions) expect(imageSuggestionsSchema.parse(suggestion).formal).toHaveLength(6);
    expect(suggestions.map((s) => s.colours)).toEqual([[idOf('Green')], [idOf('Green')], [idOf('White')], [idOf('Grey')], [idOf('Red')]]);
  });
});
