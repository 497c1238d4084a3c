import { FORMAL_CATEGORIES } from '@vernissage/core/lookups';
import { QUIZ_SIZE } from '@vernissage/core/constants';
import type { DemoArtwork } from './types.ts';

/** A position counts as reaching a pole when it lies within this distance of 0 or 1. */
export const POLE_REACH = 0.25;

export function polesOf(work: DemoArtwork): string[] {
  const out: string[] = [];
  for (const axis of FORMAL_CATEGORIES) {
    const v = work.formal[axis.id];
    if (v === undefined) continue;
    if (v <= POLE_REACH) out.push(`${axis.id}:0`);
    if (v >= 1 - POLE_REACH) out.push(`${axis.id}:1`);
  }
  return out;
}

/**
 * The taste quiz's pool: available works chosen greedily so that, together, they span the
 * attribute space (the first `size` of a longer pool are the same works, so a pool of 60 starts
 * with the curated 20 and its openers stay theirs). Each step takes the work that adds the most not yet covered (a new style, formal poles,
 * colours, subjects, materials), with a penalty for an artist or style already shown, so what a
 * collector likes or passes on says something about every attribute the engine ranks by.
 */
export function chooseQuiz(works: readonly DemoArtwork[], size = QUIZ_SIZE): string[] {
  const pool = works.filter((w) => w.sold === 0);
  const styles = new Map<string, number>();
  const artists = new Map<string, number>();
  const poles = new Set<string>();
  const colours = new Set<number>();
  const subjects = new Set<number>();
  const materials = new Set<string>();
  const chosen: DemoArtwork[] = [];
  while (chosen.length < size && chosen.length < pool.length) {
    let best: DemoArtwork | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const w of pool) {
      if (chosen.includes(w)) continue;
      const newPoles = polesOf(w).filter((p) => !poles.has(p)).length;
      const newColours = w.colours.filter((c) => !colours.has(c)).length;
      const newSubjects = w.subjects.filter((s) => !subjects.has(s)).length;
      const newMaterials = [...w.mediums.map((m) => `m${m}`), ...w.surfaces.map((s) => `s${s}`)].filter((m) => !materials.has(m)).length;
      const score =
        ((styles.get(w.style) ?? 0) === 0 ? 8 : 0) -
        (styles.get(w.style) ?? 0) * 2 -
        (artists.get(w.artistKey) ?? 0) * 5 +
        newPoles * 3 +
        newColours * 2 +
        newSubjects * 0.6 +
        newMaterials * 0.6;
      if (score > bestScore || (score === bestScore && best !== null && w.key < best.key)) {
        best = w;
        bestScore = score;
      }
    }
    if (!best) break;
    chosen.push(best);
    styles.set(best.style, (styles.get(best.style) ?? 0) + 1);
    artists.set(best.artistKey, (artists.get(best.artistKey) ?? 0) + 1);
    for (const p of polesOf(best)) poles.add(p);
    for (const c of best.colours) colours.add(c);
    for (const s of best.subjects) subjects.add(s);
    for (const m of best.mediums) materials.add(`m${m}`);
    for (const s of best.surfaces) materials.add(`s${s}`);
  }
  return chosen.map((w) => w.key);
}

/**
 * Works for the four-row home marquee: available works taken round-robin across styles, at most
 * two per artist, so every row looks varied.
 */
export function chooseHomeSlider(works: readonly DemoArtwork[], size = 32): string[] {
  const byStyle = new Map<string, DemoArtwork[]>();
  for (const w of works) {
    if (w.sold !== 0) continue;
    const list = byStyle.get(w.style) ?? [];
    list.push(w);
    byStyle.set(w.style, list);
  }
  // A stable spread within each style: every third work, not the first few of one artist.
  const queues = [...byStyle.values()].map((list) => [...list].sort((a, b) => (a.listedDaysAgo % 7) - (b.listedDaysAgo % 7) || a.key.localeCompare(b.key)));
  const perArtist = new Map<string, number>();
  const out: string[] = [];
  while (out.length < size && queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      while (q.length > 0) {
        const w = q.shift() as DemoArtwork;
        if ((perArtist.get(w.artistKey) ?? 0) >= 2) continue;
        perArtist.set(w.artistKey, (perArtist.get(w.artistKey) ?? 0) + 1);
        out.push(w.key);
        break;
      }
      if (out.length >= size) break;
    }
  }
  return out;
}
