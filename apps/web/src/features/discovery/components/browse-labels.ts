import { COLOURS, FORMAL_CATEGORIES, MEDIUMS, SUBJECTS, SURFACES, type LookupOption } from '@vernissage/core/lookups';
import { FORMAL_RANGE_KEYS, type BrowseLinkKey, type BrowseParams, type FormalRangeKey } from '@vernissage/core/browse';
import { formatPrice } from '@vernissage/core/text';

/** The orders All Artworks offers; For you only to a collector whose taste is known. */
export const BROWSE_SORT_OPTIONS = [
  { value: 'for-you', label: 'For you' },
  { value: 'popular', label: 'Popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;

export const ORIENTATIONS = [
  { value: 'portrait', label: 'Portrait' },
  { value: 'landscape', label: 'Landscape' },
  { value: 'square', label: 'Square' },
] as const;

/** The id lists a selection may hold, with their names and options. */
export const LISTS = [
  { key: 'colours', name: 'Colours', options: COLOURS.map((c) => ({ id: c.id, label: c.label })) },
  { key: 'subjects', name: 'Subjects', options: SUBJECTS },
  { key: 'mediums', name: 'Mediums', options: MEDIUMS },
  { key: 'surfaces', name: 'Surfaces', options: SURFACES },
] as const satisfies ReadonlyArray<{ key: BrowseLinkKey; name: string; options: readonly Pick<LookupOption, 'id' | 'label'>[] }>;
export type ListKey = (typeof LISTS)[number]['key'];

export const RANGES = [
  { min: 'minPrice', max: 'maxPrice', name: 'Price', unit: '$', format: (value: number) => formatPrice(value) },
  { min: 'minWidth', max: 'maxWidth', name: 'Width', unit: 'in', format: (value: number) => `${value} in` },
  { min: 'minHeight', max: 'maxHeight', name: 'Height', unit: 'in', format: (value: number) => `${value} in` },
] as const;

/** The axis a key such as 'f11' ranges over. */
export function axisOf(key: FormalRangeKey) {
  return FORMAL_CATEGORIES[FORMAL_RANGE_KEYS.indexOf(key)]!;
}

/** "0.2-0.6" → [0.2, 0.6]; anything else: the whole axis. */
export function rangeOf(value: string | undefined): [number, number] {
  const [min, max] = (value ?? '').split('-').map(Number);
  return min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max) ? [min, max] : [0, 1];
}

export function idsOf(value: string | undefined): number[] {
  return value ? value.split(',').map(Number).filter(Number.isInteger) : [];
}

export interface Chip {
  key: string;
  label: string;
  /** The selection without this chip. */
  without: BrowseParams;
}

/**
 * Every filter in force as a removable chip: one per colour, subject, medium and surface, one per
 * range. The words and the order are not chips: the search box and the sort show them.
 */
export function chipsOf(params: BrowseParams, artistName: string | null): Chip[] {
  const chips: Chip[] = [];
  for (const range of RANGES) {
    const min = params[range.min];
    const max = params[range.max];
    if (min === undefined && max === undefined) continue;
    const text =
      min !== undefined && max !== undefined
        ? `${range.format(Number(min))} – ${range.format(Number(max))}`
        : min !== undefined
          ? `from ${range.format(Number(min))}`
          : `up to ${range.format(Number(max))}`;
    chips.push({ key: range.min, label: `${range.name} ${text}`, without: { [range.min]: undefined, [range.max]: undefined } });
  }
  const orientation = ORIENTATIONS.find((o) => o.value === params.orientation);
  if (orientation) chips.push({ key: 'orientation', label: orientation.label, without: { orientation: undefined } });
  for (const list of LISTS) {
    const ids = idsOf(params[list.key]);
    for (const id of ids) {
      const option = list.options.find((o) => o.id === id);
      if (!option) continue;
      const rest = ids.filter((other) => other !== id).join(',');
      chips.push({ key: `${list.key}-${id}`, label: option.label, without: { [list.key]: rest || undefined } });
    }
  }
  if (params.framed) chips.push({ key: 'framed', label: params.framed === 'true' ? 'Framed' : 'Unframed', without: { framed: undefined } });
  if (params.artistId) chips.push({ key: 'artistId', label: artistName ? `By ${artistName}` : 'One artist', without: { artistId: undefined } });
  if (params.available === 'false') chips.push({ key: 'available', label: 'Including sold and on hold', without: { available: undefined } });
  for (const key of FORMAL_RANGE_KEYS) {
    if (!params[key]) continue;
    const axis = axisOf(key);
    const [min, max] = rangeOf(params[key]);
    chips.push({ key, label: `${axis.poles[0]} ↔ ${axis.poles[1]}: ${min.toFixed(2)}–${max.toFixed(2)}`, without: { [key]: undefined } });
  }
  return chips;
}
