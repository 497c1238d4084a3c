import { RECOMMENDATIONS_SIZE } from '@vernissage/core/constants';
import { COLOURS, FORMAL_CATEGORIES, type MaterialKey } from '@vernissage/core/lookups';
import { TASTE_MESSAGES, type Proof, type Recommendations, type TasteValue } from '@vernissage/core/schemas';
import {
  LAYOUT,
  LIKENESS_DISLIKED,
  LIKENESS_HEAD,
  LIKENESS_WEIGHT,
  RATING,
  colourName,
  crowdShare,
  explainAffinity,
  formalName,
  materialName,
  preferenceOf,
  preferredPosition,
  subjectName,
  valueWeight,
  type AttributeModel,
} from '@vernissage/core/taste';
import { notFound } from '../../lib/errors.ts';
import { rankAvailableFirst } from './availability.ts';
import type { TasteDeps } from './deps.ts';
import { loadHistory, rankingProfileOf, reasonsOf } from './profile-service.ts';
import { loadWorks } from './repository.ts';

const AXES = new Map(FORMAL_CATEGORIES.map((axis) => [axis.id, axis]));
const HEX = new Map(COLOURS.map((colour) => [colour.id, colour.hex]));
/** Favourite values shown per attribute on the recommendations page. */
const FAVOURITES = 6;

/**
 * Proof (admins): why the current gallery work scores what it does for the caller's profile,
 * term by term, with the profile entry behind each value.
 */
export async function proofOf(deps: TasteDeps, userId: string, artworkId: number): Promise<Proof> {
  const taste = await loadHistory(deps, userId);
  const features = taste.snapshot.features.get(artworkId);
  if (!features) throw notFound(TASTE_MESSAGES.unknownArtwork, 'unknown_artwork');
  const { profile, basis } = await rankingProfileOf(deps.catalogue, taste);
  const explanation = explainAffinity(profile, features);
  const { details, likeness } = explanation;
  // The work, and the nearest liked and disliked works by title (a rated work may since be hidden: its id is still shown).
  const rows = await loadWorks(deps.db, [artworkId, ...[likeness.liked, likeness.disliked].flatMap((near) => (near ? [near.id] : []))]);
  const row = rows.get(artworkId);
  if (!row) throw notFound(TASTE_MESSAGES.unknownArtwork, 'unknown_artwork');
  const nearest = (near: typeof likeness.liked) => (near ? { id: near.id, title: rows.get(near.id)?.title ?? `Work ${near.id}`, closeness: near.closeness } : null);
  const value = (id: number | MaterialKey, name: string, d: (typeof details.colour)[number] | (typeof details.material)[number]) => ({
    id: String(id),
    name,
    weight: d.weight,
    crowdWeight: d.crowdWeight,
    evidence: d.evidence,
    crowdShare: crowdShare(d.evidence, profile.crowd.ridge),
    contribution: d.contribution,
  });
  return {
    artworkId,
    title: row.title,
    basis,
    affinity: explanation.affinity,
    terms: explanation.terms,
    likeness: {
      value: likeness.value,
      weight: LIKENESS_WEIGHT,
      disliked: LIKENESS_DISLIKED,
      head: LIKENESS_HEAD,
      nearestLiked: nearest(likeness.liked),
      nearestDisliked: nearest(likeness.disliked),
    },
    ratings: profile.ratings,
    liftShare: profile.liftShare,
    colour: details.colour.map((d) => value(d.id, colourName(d.id), d)),
    content: details.content.map((d) => value(d.id, subjectName(d.id), d)),
    material: details.material.map((d) => value(d.id, materialName(d.id), d)),
    formal: details.formal.map((d) => ({ ...d, crowdShare: crowdShare(d.denominator, profile.crowd.ridge), name: formalName(d.id), poles: [...(AXES.get(d.id)?.poles ?? ['', ''])] as [string, string] })),
    ...(await reasonsOf(deps.catalogue, taste, profile, [artworkId])).get(artworkId)!,
  };
}

/**
 * The values the person likes most, from their own weights: only values they have rated works
 * with, so the list is theirs and not the crowd's.
 */
function favourites<K extends number | MaterialKey>(
  profile: AttributeModel,
  block: 'colour' | 'content' | 'material',
  name: (id: K) => string,
  hex?: (id: K) => string | undefined,
): TasteValue[] {
  const layout = LAYOUT[block] as ReadonlyMap<K, number>;
  return [...layout]
    .filter(([, slot]) => profile.evidence[slot]! > 0)
    .map(([id]) => ({ id, score: valueWeight(profile, block, id) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)))
    .slice(0, FAVOURITES)
    .map(({ id, score }) => {
      const colour = hex?.(id);
      return { id: String(id), name: name(id), score, preference: preferenceOf(score), ...(colour ? { hex: colour } : {}) };
    });
}

/** The collector's taste at a glance, and the works it ranks first with a line saying why. */
export async function recommendationsFor(deps: TasteDeps, userId: string): Promise<Recommendations> {
  const taste = await loadHistory(deps, userId);
  const { profile, basis } = await rankingProfileOf(deps.catalogue, taste);
  const ranking = rankAvailableFirst(taste.snapshot, profile, { exclude: taste.rated, limit: RECOMMENDATIONS_SIZE });
  const { ids } = ranking;
  // The cards from the catalogue's memory, as the queue's are: no artwork row is read.
  const works = await deps.catalogue.galleryWorks(ids);
  const reasons = await reasonsOf(deps.catalogue, taste, profile, ids);
  const items = ids.flatMap((id, rank) => {
    const work = works.get(id);
    if (!work) return [];
    return [{ work, affinity: ranking.scores[rank]!, ...reasons.get(id)! }];
  });
  return {
    basis,
    rated: taste.history.length,
    liked: taste.history.filter((entry) => entry.rating === RATING.like).length,
    colours: favourites<number>(profile, 'colour', colourName, (id) => HEX.get(id)),
    subjects: favourites<number>(profile, 'content', subjectName),
    materials: favourites<MaterialKey>(profile, 'material', materialName),
    formal: FORMAL_CATEGORIES.map((axis) => ({
      id: axis.id,
      name: axis.name,
      poles: [...axis.poles] as [string, string],
      position: preferredPosition(profile, axis.id),
      denominator: profile.evidence[LAYOUT.slope.get(axis.id) as number]!,
    })),
    items,
  };
}
