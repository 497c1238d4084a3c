import { QUIZ_MAX } from '@vernissage/core/constants';
import { PRACTICES } from './artists.ts';
import { makeArticles } from './content/articles.ts';
import { makePerson } from './content/people.ts';
import { makeSeo } from './content/seo.ts';
import { makeSnippets } from './content/snippets.ts';
import { ARTIST_NAMES, MERCHANT_NAMES, SERIES } from './names.ts';
import { forkRng } from './prng.ts';
import { chooseHomeSlider, chooseQuiz } from './quiz.ts';
import type { DemoArtwork, DemoCatalogue, DemoPerson } from './types.ts';
import { makeArtwork } from './works.ts';

/** The seed the product's demo catalogue is generated with. */
export const DEMO_SEED = 1;

export const MIN_ARTWORKS = 240;
const SOLD_SHARE = 0.04;
const HOLD_SHARE = 0.03;

/**
 * The whole demo catalogue, a pure function of the seed. Every part draws from its own
 * labelled random stream, so the same seed gives a deep-equal catalogue on any machine.
 */
export function generateCatalogue(seed: number = DEMO_SEED): DemoCatalogue {
  const rng = forkRng(seed, 'people');
  const names = rng.shuffle(ARTIST_NAMES);
  const seriesNames = rng.shuffle(SERIES);
  const people: DemoPerson[] = [];
  const artworks: DemoArtwork[] = [];
  let artistCount = 0;
  let merchantCount = 0;
  // Titles are unique across the whole catalogue: two works side by side never share one.
  const usedTitles = new Set<string>();

  PRACTICES.forEach((practice, index) => {
    const merchant = practice.role === 'merchant';
    const key = merchant ? `merchant-${String(++merchantCount).padStart(2, '0')}` : `artist-${String(++artistCount).padStart(2, '0')}`;
    const name = merchant ? (MERCHANT_NAMES[merchantCount - 1] as string) : (names[artistCount - 1] as string);
    const prng = forkRng(seed, 'person', key);
    people.push(makePerson(prng, { key, name, practice, index }));
    const series = prng.chance(0.55) ? (seriesNames[index % seriesNames.length] as string) : null;
    const count = prng.int(practice.works[0], practice.works[1]);
    let inSeries = 0;
    for (let i = 0; i < count; i += 1) {
      const workKey = `work-${String(artworks.length + 1).padStart(4, '0')}`;
      const wrng = forkRng(seed, 'work', key, i);
      const partOfSeries = series !== null && wrng.chance(0.35);
      const { textured: _textured, ...work } = makeArtwork(wrng, {
        key: workKey,
        artistKey: key,
        artistName: name,
        practice,
        index: partOfSeries ? inSeries : i,
        series: partOfSeries ? series : null,
        usedTitles,
      });
      if (partOfSeries) inSeries += 1;
      artworks.push(work);
    }
  });

  // Top up from the first artists if the draw came out short of the minimum.
  let extra = 0;
  while (artworks.length < MIN_ARTWORKS) {
    const practice = PRACTICES[extra % 24] as (typeof PRACTICES)[number];
    const person = people[extra % 24] as DemoPerson;
    const { textured: _t, ...work } = makeArtwork(forkRng(seed, 'extra', extra), {
      key: `work-${String(artworks.length + 1).padStart(4, '0')}`,
      artistKey: person.key,
      artistName: person.name,
      practice,
      index: 100 + extra,
      series: null,
      usedTitles,
    });
    artworks.push(work);
    extra += 1;
  }

  assignSold(seed, artworks);
  return {
    seed,
    people,
    artworks,
    quiz: chooseQuiz(artworks, QUIZ_MAX),
    homeSlider: chooseHomeSlider(artworks),
    snippets: makeSnippets(),
    seo: makeSeo(),
    articles: makeArticles(seed),
  };
}

/** A few works sold and a few on hold, so both badges and their tooltips can be seen. */
function assignSold(seed: number, artworks: DemoArtwork[]): void {
  for (const w of artworks) {
    const r = forkRng(seed, 'sold', w.key).next();
    w.sold = r < SOLD_SHARE ? 1 : r < SOLD_SHARE + HOLD_SHARE ? 2 : 0;
  }
  // Never none of either, whatever the seed.
  if (!artworks.some((w) => w.sold === 1) && artworks[3]) artworks[3].sold = 1;
  if (!artworks.some((w) => w.sold === 2) && artworks[7]) artworks[7].sold = 2;
}
