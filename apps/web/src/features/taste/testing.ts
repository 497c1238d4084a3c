import { sentImage } from '@vernissage/core/images';
import { galleryWorkSchema, quizSchema, type GalleryWork, type Quiz, type SentGalleryWork, type TasteItem } from '@vernissage/core/schemas';

/** Test data for the taste pages, always passed through the core schemas. */

function variant(id: number, size: string, width: number, height: number) {
  return { webp: `/media/artworks/${id}/${size}.webp`, jpeg: `/media/artworks/${id}/${size}.jpg`, width, height };
}

export function work(id: number, overrides: Partial<GalleryWork> = {}): GalleryWork {
  return galleryWorkSchema.parse({
    id,
    title: `Study ${id}`,
    artist: { id: `artist-${id % 3}`, name: `Artist ${id % 3}` },
    yearCreated: 2020 + (id % 5),
    width: 24,
    height: 30,
    price: 1000 + id * 10,
    discountedPrice: null,
    sold: 0,
    mediums: [1, 2],
    surfaces: [14],
    image: {
      url: `/media/artworks/${id}/large.webp`,
      width: 1600,
      height: 1200,
      sizes: { thumb: variant(id, 'thumb', 120, 90), card: variant(id, 'card', 640, 480), large: variant(id, 'large', 1600, 1200) },
    },
    ...overrides,
  });
}

export function items(ids: number[], rating: TasteItem['rating'] = null): TasteItem[] {
  return ids.map((id) => ({ work: work(id), rating }));
}

/** Items as the queue and the visitors' gallery send them: each picture compact (its folder and sizes). */
export function sentItems<I extends TasteItem>(list: readonly I[]): Array<Omit<I, 'work'> & { work: SentGalleryWork }> {
  return list.map((item) => ({ ...item, work: { ...item.work, image: item.work.image && sentImage(item.work.image) } }));
}

/** A quiz whose answered works are `list` and whose next work is `next` (total: all of them unless given). */
export function quiz(list: TasteItem[], next: GalleryWork | null = null, overrides: Partial<Quiz> = {}): Quiz {
  return quizSchema.parse({ status: null, items: list, next, total: list.length + (next ? 1 : 0), welcome: false, ...overrides });
}
