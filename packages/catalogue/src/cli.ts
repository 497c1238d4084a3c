/**
 * Prints a summary of the demo catalogue and, with --sheet, renders a contact sheet of works so
 * the drawings can be looked at:  npx tsx packages/catalogue/src/cli.ts [--seed N] [--sheet out.png]
 */
import { COLOURS, FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import sharp from 'sharp';
import { generateCatalogue, DEMO_SEED } from './generator.ts';
import { polesOf } from './quiz.ts';
import type { DemoArtwork, DemoCatalogue } from './types.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function count<T>(items: readonly T[], key: (t: T) => string): string {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return [...m.entries()].map(([k, v]) => `${k} ${v}`).join(', ');
}

export function summary(c: DemoCatalogue, ms: number): string {
  const works = c.artworks;
  const prices = works.map((w) => w.price);
  const colourIds = new Set(works.flatMap((w) => w.colours));
  const quizWorks = c.quiz.map((k) => works.find((w) => w.key === k) as DemoArtwork);
  const quizPoles = new Set(quizWorks.flatMap(polesOf));
  const bothPoles = FORMAL_CATEGORIES.filter((a) => quizPoles.has(`${a.id}:0`) && quizPoles.has(`${a.id}:1`)).map((a) => a.poles.join('/'));
  const quizColours = new Set(quizWorks.flatMap((w) => w.colours));
  return [
    `seed ${c.seed}: generated in ${ms.toFixed(0)} ms`,
    `people: ${c.people.length} (${count(c.people, (p) => p.role)})`,
    `artworks: ${works.length} — ${count(works, (w) => w.style)}`,
    `works per person: ${count(works, (w) => w.artistKey).replace(/artist-/g, 'a').replace(/merchant-/g, 'm')}`,
    `prices: $${Math.min(...prices)} – $${Math.max(...prices)}, median $${[...prices].sort((a, b) => a - b)[Math.floor(prices.length / 2)]}`,
    `discounted ${works.filter((w) => w.discountPercent).length}, sold ${works.filter((w) => w.sold === 1).length}, on hold ${works.filter((w) => w.sold === 2).length}, editions ${works.filter((w) => !w.uniqueCopy).length}, in a series ${works.filter((w) => w.partOfSeries).length}, framed ${works.filter((w) => w.isFramed).length}, with video ${works.filter((w) => w.videoUrl).length}`,
    `colours used: ${colourIds.size}/18 — ${COLOURS.map((col) => `${col.label} ${works.filter((w) => w.colours.includes(col.id)).length}`).join(', ')}`,
    `subjects used: ${new Set(works.flatMap((w) => w.subjects)).size}/80`,
    `quiz: ${c.quiz.length} works, styles ${new Set(quizWorks.map((w) => w.style)).size}/8, artists ${new Set(quizWorks.map((w) => w.artistKey)).size}, colours ${quizColours.size}/18, subjects ${new Set(quizWorks.flatMap((w) => w.subjects)).size}`,
    `quiz axes with both poles (${bothPoles.length}/14): ${bothPoles.join(', ')}`,
    `home slider: ${c.homeSlider.length} works`,
    `snippets ${c.snippets.length}, seo ${c.seo.length}, articles: ${count(c.articles, (a) => a.kind)}`,
  ].join('\n');
}

/** A grid of thumbnails (works spread across the catalogue, or the quiz) written as a PNG. */
export async function contactSheet(works: readonly DemoArtwork[], out: string, cell = 220, columns = 8): Promise<void> {
  const tiles = await Promise.all(
    works.map((w) => sharp(Buffer.from(w.svg)).resize(cell - 12, cell - 12, { fit: 'contain', background: '#ffffff' }).png().toBuffer()),
  );
  const rows = Math.ceil(works.length / columns);
  await sharp({ create: { width: columns * cell, height: rows * cell, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: (i % columns) * cell + 6, top: Math.floor(i / columns) * cell + 6 })))
    .png()
    .toFile(out);
}

async function main(): Promise<void> {
  const seed = Number(arg('--seed') ?? DEMO_SEED);
  const t0 = performance.now();
  const catalogue = generateCatalogue(seed);
  console.log(summary(catalogue, performance.now() - t0));
  const sheet = arg('--sheet');
  if (sheet) {
    const which = arg('--of') ?? 'spread';
    const works =
      which === 'quiz'
        ? catalogue.quiz.map((k) => catalogue.artworks.find((w) => w.key === k) as DemoArtwork)
        : catalogue.artworks.filter((_, i) => i % Math.floor(catalogue.artworks.length / 48) === 0).slice(0, 48);
    await contactSheet(works, sheet);
    console.log(`contact sheet (${which}, ${works.length} works): ${sheet}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
