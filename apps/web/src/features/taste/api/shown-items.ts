import { shownImage, type SentImage } from '@vernissage/core/images';
import type { StoredImage } from '@vernissage/core/schemas';

/** An answer's item whose card may carry its picture compact (the queue, the visitors' gallery). */
interface SentItem {
  work: { image: SentImage | null };
}

/** The item with its card's picture as a stored image. */
export type Shown<I extends SentItem> = Omit<I, 'work'> & { work: Omit<I['work'], 'image'> & { image: StoredImage | null } };

/** Each item as shown, kept while the item is: a change to one item leaves the rest as they were. */
const kept = new WeakMap<SentItem, unknown>();

/**
 * An answer's items as the galleries show them: each card's picture as a stored image, where the
 * answer sent it compact (decision records 049, 050). A cache holds the answer as sent (a page
 * drawn on the server carries it so); this runs once per answer, and once per item.
 */
export function showItems<I extends SentItem>(items: readonly I[]): Array<Shown<I>> {
  return items.map((item) => {
    const known = kept.get(item) as Shown<I> | undefined;
    if (known) return known;
    const shown = { ...item, work: { ...item.work, image: item.work.image && shownImage(item.work.image) } } as Shown<I>;
    kept.set(item, shown);
    return shown;
  });
}
