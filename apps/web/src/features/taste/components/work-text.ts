import { GALLERY_TITLE_TRUNCATE } from '@vernissage/core/constants';
import { MEDIUMS, SURFACES } from '@vernissage/core/lookups';
import type { GalleryWork } from '@vernissage/core/schemas';
import { formatPrice, materialsLine, truncate } from '@vernissage/core/text';

const MEDIUM = new Map(MEDIUMS.map((m) => [m.id, m.label]));
const SURFACE = new Map(SURFACES.map((s) => [s.id, s.label]));

/** 'oil paint, acrylic paint on Canvas': up to three mediums lowercased, 'on', up to three surfaces. */
export function materialsOf(work: Pick<GalleryWork, 'mediums' | 'surfaces'>): string {
  const names = (ids: readonly number[], list: Map<number, string>) => ids.flatMap((id) => list.get(id) ?? []);
  return materialsLine(names(work.mediums, MEDIUM), names(work.surfaces, SURFACE));
}

/** The gallery's title: cut at 70 characters with an ellipsis. */
export function galleryTitle(title: string): string {
  return truncate(title, GALLERY_TITLE_TRUNCATE);
}

/** What a buyer pays, in whole dollars. */
export function priceOf(work: Pick<GalleryWork, 'price' | 'discountedPrice'>): string {
  return formatPrice(work.discountedPrice ?? work.price);
}

/** '24 × 36 in'. */
export function sizeOf(work: Pick<GalleryWork, 'width' | 'height'>): string {
  const inches = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return `${inches(work.width)} × ${inches(work.height)} in`;
}

export function byLine(work: Pick<GalleryWork, 'artist' | 'yearCreated'>): string {
  return work.yearCreated ? `${work.artist.name}, ${work.yearCreated}` : work.artist.name;
}
