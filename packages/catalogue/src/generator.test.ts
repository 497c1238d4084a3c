import { COLOURS, FORMAL, FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import { HOME_LINE_BREAK, QUIZ_MAX, QUIZ_SIZE, SNIPPET, SNIPPET_NAMES } from '@vernissage/core/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SEED, generateCatalogue } from './index.ts';
import { chooseQuiz, polesOf } from './quiz.ts';
import type { DemoArtwork } from './types.ts';

const catalogue = generateCatalogue();
const works = catalogue.artworks;
const byStyle = (style: DemoArtwork['style']) => works.filter((w) => w.style === style);

describe('generateCatalogue', () => {
  it('is deterministic: the same seed gives a deep-equal catalogue, another seed differs', () => {
    expect(generateCatalogue(DEMO_SEED)).toEqual(catalogue);
    const other = generateCatalogue(2);
    expect(other.artworks.map((w) => w.svg)).not.toEqual(works.map((w) => w.svg));
    // Two more catalogues, each choosing a pool of 60: seconds on a busy machine.
  }, 30_000);

  it('has enough works, artists and exactly two merchants, all with unique keys', () => {
    expect(works.length).toBeGreaterThanOrEqual(240);
    expect(catalogue.people.filter((p) => p.role === 'artist').length).toBeGreaterThanOrEqual(24);
    expect(catalogue.people.filter((p) => p.role === 'merchant')).toHaveLength(2);
    expect(new Set(works.map((w) => w.key)).size).toBe(works.length);
    const artistKeys = new Set(catalogue.people.map((p) => p.key));
    for (const w of works) expect(artistKeys.has(w.artistKey)).toBe(true);
    for (const p of catalogue.people) expect(works.some((w) => w.artistKey === p.key)).toBe(true);
  });

  it('keeps every id within the lookup ranges', () => {
    for (const w of works) {
      expect(w.colours.length).toBeGreaterThanOrEqual(1);
      expect(w.colours.length).toBeLessThanOrEqual(5);
      for (const c of w.colours) expect(c >= 1 && c <= 18).toBe(true);
      for (const s of w.subjects) expect(s >= 1 && s <= 80).toBe(true);
      expect(w.mediums.length >= 1 && w.mediums.length <= 3).toBe(true);
      expect(w.surfaces.length >= 1 && w.surfaces.length <= 2).toBe(true);
      for (const m of w.mediums) expect(m >= 1 && m <= 27).toBe(true);
      for (const s of w.surfaces) expect(s >= 14 && s <= 33).toBe(true);
      for (const [axis, v] of Object.entries(w.formal)) {
        expect(Number(axis) >= 1 && Number(axis) <= 14).toBe(true);
        expect(v >= 0 && v <= 1).toBe(true);
      }
    }
  });

  it('prices, discounts, sold states and dates are realistic', () => {
    for (const w of works) {
      expect(w.price).toBeGreaterThanOrEqual(200);
      expect(w.price).toBeLessThanOrEqual(25000);
      if (w.discountPercent !== null) expect(w.discountPercent > 0 && w.discountPercent <= 100).toBe(true);
      expect(w.yearCreated >= 2015 && w.yearCreated <= 2026).toBe(true);
      expect(w.listedDaysAgo >= 0 && w.listedDaysAgo <= 400).toBe(true);
      expect(w.uniqueCopy).toBe(w.editionSize === null);
      expect(w.partOfSeries).toBe(w.seriesName !== null);
      if (w.workStartDate && w.workEndDate) expect(w.workStartDate <= w.workEndDate).toBe(true);
    }
    expect(works.some((w) => w.sold === 1)).toBe(true);
    expect(works.some((w) => w.sold === 2)).toBe(true);
    expect(works.filter((w) => w.sold !== 0).length).toBeLessThan(works.length * 0.15);
    // Bigger works by the same artist cost more, on the whole.
    const big = works.filter((w) => w.width * w.height >= 1500);
    const small = works.filter((w) => w.width * w.height <= 300);
    const mean = (xs: DemoArtwork[]) => xs.reduce((s, w) => s + w.price, 0) / xs.length;
    expect(mean(big)).toBeGreaterThan(mean(small) * 3);
  });

  it('gives titles that are unique across the catalogue, clean sentences, and some long ones', () => {
    const titles = works.map((w) => w.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    for (const w of works) {
      expect(w.description, w.key).not.toMatch(/<p>[^A-Z]/);
      expect(w.description, w.key).not.toMatch(/\s[,.;:]/);
    }
    expect(works.some((w) => w.title.length > 70)).toBe(true);
    expect(works.some((w) => w.description.length > 450)).toBe(true);
    for (const w of works) expect(w.description.length >= 150 && w.description.length <= 900).toBe(true);
  });

  it('draws SVGs whose viewBox has the work\'s aspect ratio', () => {
    for (const w of works) {
      const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(w.svg);
      expect(m).not.toBeNull();
      const [vw, vh] = [Number(m?.[1]), Number(m?.[2])];
      expect(vw / vh).toBeCloseTo(w.width / w.height, 6);
    }
  });

  it('sets formal positions consistent with each style', () => {
    const axis = (w: DemoArtwork, key: keyof typeof FORMAL) => w.formal[FORMAL[key]];
    for (const w of byStyle('stripes')) expect(axis(w, 'patterned')).toBeLessThan(0.3);
    for (const w of byStyle('pattern')) expect(axis(w, 'patterned')).toBeLessThan(0.3);
    for (const w of byStyle('landscape')) expect(axis(w, 'representationalAbstract')).toBeLessThan(0.4);
    for (const w of byStyle('colour-field')) expect(axis(w, 'representationalAbstract')).toBeGreaterThan(0.8);
    for (const w of byStyle('figure')) expect(axis(w, 'humanForm')).toBeLessThan(0.2);
    for (const w of byStyle('cityscape')) expect(axis(w, 'humanForm')).toBeGreaterThan(0.8);
    for (const w of works) {
      const digital = w.mediums.includes(9);
      if (digital) expect(axis(w, 'digitalAnalog')).toBeLessThan(0.2);
      if (w.mediums.every((m) => m === 1)) expect(axis(w, 'digitalAnalog')).toBeGreaterThan(0.85);
    }
  });

  it('gives each artist a recognisable style: one or two styles and a few palettes', () => {
    for (const p of catalogue.people.filter((x) => x.role === 'artist')) {
      const styles = new Set(works.filter((w) => w.artistKey === p.key).map((w) => w.style));
      expect(styles.size).toBeLessThanOrEqual(2);
    }
  });

  it('curates a quiz pool of 60 distinct available works that spans the attribute space, the curated 20 first', () => {
    const pool = catalogue.quiz.map((k) => works.find((w) => w.key === k) as DemoArtwork);
    expect(new Set(catalogue.quiz).size).toBe(QUIZ_MAX);
    for (const w of pool) expect(w.sold).toBe(0);
    // A longer pool only adds works after the curated 20, so the openers stay the curated ones.
    expect(catalogue.quiz.slice(0, QUIZ_SIZE)).toEqual(chooseQuiz(works, QUIZ_SIZE));
    const first = pool.slice(0, QUIZ_SIZE);
    expect(new Set(first.map((w) => w.style)).size).toBe(8);
    const firstPoles = new Set(first.flatMap(polesOf));
    expect(FORMAL_CATEGORIES.filter((a) => firstPoles.has(`${a.id}:0`) && firstPoles.has(`${a.id}:1`)).length).toBeGreaterThanOrEqual(10);
    // The whole pool shows every colour and both poles of every formal axis.
    const poles = new Set(pool.flatMap(polesOf));
    expect(FORMAL_CATEGORIES.filter((a) => poles.has(`${a.id}:0`) && poles.has(`${a.id}:1`))).toHaveLength(FORMAL_CATEGORIES.length);
    expect(new Set(pool.flatMap((w) => w.colours)).size).toBe(COLOURS.length);
  });

  it('fills the home slider with about 32 varied, available works', () => {
    expect(catalogue.homeSlider.length).toBeGreaterThanOrEqual(28);
    const slider = catalogue.homeSlider.map((k) => works.find((w) => w.key === k) as DemoArtwork);
    for (const w of slider) expect(w.sold).toBe(0);
    expect(new Set(slider.map((w) => w.style)).size).toBe(8);
  });

  it('has a snippet for every name, with Home in three parts and the notification off', () => {
    expect(catalogue.snippets.map((s) => s.name).sort()).toEqual([...SNIPPET_NAMES].sort());
    const home = catalogue.snippets.find((s) => s.name === SNIPPET.home);
    expect(home?.content.split(HOME_LINE_BREAK)).toHaveLength(3);
    expect(catalogue.snippets.find((s) => s.name === SNIPPET.notification)?.status).toBe('0');
    const faq = catalogue.snippets.find((s) => s.name === SNIPPET.faq)?.content ?? '';
    expect((faq.match(/<h3>/g) ?? []).length).toBeGreaterThanOrEqual(8);
  });

  it('describes the taste test as it works: every work is liked or passed, none skipped (the Next arrow waits for a rating)', () => {
    const faq = catalogue.snippets.find((s) => s.name === SNIPPET.faq)?.content ?? '';
    const answer = /<h3>What is the taste test\?<\/h3><p>([^<]*)<\/p>/.exec(faq)?.[1] ?? '';
    expect(answer).toContain('Like or pass on each one');
    for (const snippet of catalogue.snippets) expect(snippet.content, snippet.name).not.toMatch(/\bskip/i);
  });

  it('has SEO records for the public pages, with checkout pages not indexed', () => {
    const urls = catalogue.seo.map((s) => s.pageUrl);
    for (const u of ['/', '/gallery', '/view-gallery', '/tastequiz', '/all-artworks', '/artists', '/about-us', '/for-artists', '/for-collectors', '/terms', '/privacy-policy', '/our-partners', '/exhibitions', '/blogs', '/education', '/news-events', '/early-access', '/schedule-art-consultation', '/check-out', '/purchase-sucess']) {
      expect(urls).toContain(u);
    }
    expect(catalogue.seo.find((s) => s.pageUrl === '/check-out')?.metaRobot).toBe('noindex, nofollow');
    expect(catalogue.seo.find((s) => s.pageUrl === '/')?.metaRobot).toBe('index, follow');
  });

  it('has articles of every kind with unique slugs, and external news links', () => {
    const kinds = ['education', 'blog', 'exhibition', 'news'] as const;
    for (const kind of kinds) {
      const list = catalogue.articles.filter((a) => a.kind === kind);
      expect(list.length).toBeGreaterThanOrEqual(kind === 'news' ? 5 : 4);
      expect(new Set(list.map((a) => a.url)).size).toBe(list.length);
    }
    expect(catalogue.articles.some((a) => a.kind === 'news' && a.isApproved === 2 && a.externalUrl)).toBe(true);
    for (const a of catalogue.articles.filter((x) => x.kind === 'education')) expect(a.metaTitle && a.metaDescription).toBeTruthy();
  });

  it('gives people demo e-mails, Chicago-area phones and a monogram logo', () => {
    for (const p of catalogue.people) {
      expect(p.email).toMatch(/@([a-z0-9-]+\.)?(artists|merchants)\.vernissage\.test$/);
      expect(p.phone).toMatch(/^\((312|773)\) 555-01\d\d$/);
      expect(p.logoSvg).toContain('viewBox="0 0 400 400"');
      expect(p.bio.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(catalogue.people.map((p) => p.email)).size).toBe(catalogue.people.length);
  });

  it('renders a sample of artworks, logos and covers with sharp', async () => {
    const sample = [...works.filter((_, i) => i % 25 === 0).map((w) => w.svg), catalogue.people[0]?.logoSvg ?? '', catalogue.articles[0]?.coverSvg ?? ''];
    for (const svg of sample) {
      const { info } = await sharp(Buffer.from(svg)).resize(160).raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(160);
    }
  }, 30_000);
});
