import { RECOMMENDATIONS_SIZE } from '@vernissage/core/constants';
import { COLOURS, FORMAL_CATEGORIES, type MaterialKey } from '@vernissage/core/lookups';
import { TASTE_MESSAGES, type Proof, type Recommendations, type TasteValue } from '@vernissage/core/schemas';
import {
  AFFINITY_DIVISOR,
  AFFINITY_WEIGHTS,
  RATING,
  colourName,
  explainAffinity,
  formalName,
  formalPosition,
  materialName,
  preference,
  reasonLine,
  subjectName,
} from '@vernissage/core/taste';
import { notFound } from '../../lib/errors.ts';
import { rankAvailableFirst } from './availability.ts';
import type { TasteDeps } from './deps.ts';
import { loadHistory, rankingProfileOf, reasonOf } from './profile-service.ts';
import { loadWorks, toGalleryWork } from './repository.ts';

const AXES = new Map(FORMAL_CATEGORIES.map((axis) => [axis.id, axis]));
const HEX = new Map(COLOURS.map((colour) => [colour.id, colour.hex]));
/** Favourite values shown per attribute on the recommendations page. */
const FAVOURITES = 6;

// JSON has no Infinity: a score past the largest double (a crowd's thousands of dislikes) is sent as the largest.
const finite = (value: number) => (Number.isFinite(value) ? value : Number.MAX_VALUE);

/**
 * Proof (admins): why the current gallery work scores what it does for the caller's profile,
 * term by term, with the profile entry behind each value.
 */
export async function proofOf(deps: TasteDeps, userId: string, artworkId: number): Promise<Proof> {
  const taste = await loadHistory(deps, userId);
  const features = taste.snapshot.features.get(artworkId);
  const rows = await loadWorks(deps.db, [artworkId]);
  const row = rows.get(artworkId);
  if (!features || !row) throw notFound(TASTE_MESSAGES.unknownArtwork, 'unknown_artwork');
  const { profile, basis } = await rankingProfileOf(deps.catalogue, taste);
  const explanation = explainAffinity(profile, features);
  const { details } = explanation;
  const value = (id: number | MaterialKey, name: string, score: number, p: number) => ({ id: String(id), name, score: finite(score), preference: p });
  return {
    artworkId,
    title: row.title,
    basis,
    affinity: explanation.affinity,
    terms: explanation.terms,
    weights: { ...AFFINITY_WEIGHTS },
    divisor: AFFINITY_DIVISOR,
    colour: details.colour.map((d) => value(d.id, colourName(d.id), d.score, d.preference)),
    content: details.content.map((d) => value(d.id, subjectName(d.id), d.score, d.preference)),
    material: details.material.map((d) => value(d.id, materialName(d.id), d.score, d.preference)),
    formal: details.formal.map((d) => ({ ...d, name: formalName(d.id), poles: [...(AXES.get(d.id)?.poles ?? ['', ''])] as [string, string] })),
    reason: reasonLine(explanation, taste.history),
  };
}

function favourites<K>(scores: ReadonlyMap<K, number>, name: (id: K) => string, hex?: (id: K) => string | undefined): TasteValue[] {
  return [...scores]
    .map(([id, score]) => ({ id, score, preference: preference(score) }))
    .filter((entry) => entry.preference > 0.5)
    .sort((a, b) => b.preference - a.preference || String(a.id).localeCompare(String(b.id)))
    .slice(0, FAVOURITES)
    .map(({ id, score, preference: p }) => {
      const colour = hex?.(id);
      return { id: String(id), name: name(id), score: finite(score), preference: p, ...(colour ? { hex: colour } : {}) };
    });
}

/** The collector's taste at a glance, and the works it ranks first with a line saying why. */
export async function recommendationsFor(deps: TasteDeps, userId: string): Promise<Recommendations> {
  const taste = await loadHistory(deps, userId);
  const { profile, basis } = await rankingProfileOf(deps.catalogue, taste);
  const ranking = rankAvailableFirst(taste.snapshot, profile, { exclude: taste.rated, limit: RECOMMENDATIONS_SIZE });
  const { ids } = ranking;
  const rows = await loadWorks(deps.db, ids);
  const items = ids.flatMap((id, rank) => {
    const row = rows.get(id);
    if (!row) return [];
    return [{ work: toGalleryWork(row), affinity: ranking.scores[rank]!, reason: reasonOf(taste, profile, id) }];
  });
  return {
    basis,
    rated: taste.history.length,
    liked: taste.history.filter((entry) => entry.rating === RATING.like).length,
    colours: favourites(profile.colour, colourName, (id) => HEX.get(id)),
    subjects: favourites(profile.content, subjectName),
    materials: favourites(profile.material, materialName),
    formal: FORMAL_CATEGORIES.map((axis) => {
      const tally = profile.formal.get(axis.id);
      return { id: axis.id, name: axis.name, poles: [...axis.poles] as [string, string], position: formalPosition(tally), denominator: tally?.denominator ?? 0 };
    }),
    items,
  };
}
