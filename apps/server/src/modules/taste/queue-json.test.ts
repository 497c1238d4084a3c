import { describe, expect, it } from 'vitest';
import { compactImage, sentImage, shownImage } from '@vernissage/core/images';
import { crowdGallerySchema, queueSchema, sentCrowdGallerySchema, sentQueueSchema, sentRateWorkResultSchema, type GalleryWork, type Queue, type StoredImage } from '@vernissage/core/schemas';
import { serializerFor } from '../../lib/serializer.ts';
import { crowdBytes, queueBytes, rateResultBytes } from './queue-json.ts';

const queueJson = (queue: Queue) => queueBytes(queue).toString();

const variant = (name: string, size: number) => ({ webp: `/media/w/${name}.webp`, jpeg: `/media/w/${name}.jpg`, width: size, height: Math.round(size * 0.75) });
const image = (full: boolean): StoredImage => ({
  url: '/media/w/large.webp',
  width: 1600,
  height: 1200,
  sizes: full
    ? { thumb: variant('thumb', 120), small: variant('small', 400), card: variant('card', 640), medium: variant('medium', 1024), large: variant('large', 1600) }
    : { thumb: variant('thumb', 120), card: variant('card', 640), large: variant('large', 1600) },
});

/** An image whose files do not follow the stored naming: sent whole. */
const unusual: StoredImage = { ...image(true), sizes: { ...image(true).sizes, card: { webp: '/media/elsewhere/c.webp', jpeg: '/media/elsewhere/c.jpg', width: 640, height: 480 } } };

/** The queue as the compiled serializer gets it: each picture compact where it may be. */
const asSent = (queue: Queue) => ({ ...queue, items: queue.items.map((item) => ({ ...item, work: { ...item.work, image: item.work.image && sentImage(item.work.image) } })) });

function card(id: number): GalleryWork {
  return {
    id,
    title: ['Blue "Hour"', 'Café à l’aube', 'Line\nbreak </script>', 'Ünïcode 🎨'][id % 4]!,
    artist: { id: `artist-${id % 3}`, name: id % 2 ? 'Sofia Marchetti' : 'Jo "J" O\'Neil' },
    yearCreated: id % 5 ? 2000 + id : null,
    width: 20 + id / 4,
    height: 30,
    price: 1250.5 * id,
    discountedPrice: id % 3 ? null : 999,
    sold: (id % 3) as 0 | 1 | 2,
    mediums: id % 2 ? [1, 4] : [],
    surfaces: [2],
    image: id % 7 ? (id % 5 === 4 ? unusual : image(id % 2 === 0)) : null,
    // The catalogue's cards carry no more than the contract, but the serializer would drop it.
    ...(id === 3 ? { extra: 'not sent' } : {}),
  } as GalleryWork;
}

function queueOf(n: number, overrides: Partial<Queue> = {}): Queue {
  const ratings = [null, 1, -1, 0] as const;
  const reasons = [null, 'You liked 6 works with blues and round forms', 'Because you liked “Quiet”, and "Noon"\\'];
  const liked = { id: 9, title: 'Quiet”, and "Noon"\\', picture: image(true).sizes.thumb };
  return {
    status: 1,
    counter: 3,
    basis: 'taste',
    rankedAt: '2026-11-27T20:00:00.000Z',
    total: 300,
    items: Array.from({ length: n }, (_, i) => ({
      work: card(i + 1),
      rating: ratings[i % 4]!,
      reason: reasons[i % 3]!,
      // The liked work a line names, with its picture or without one.
      reasonWork: i % 3 === 2 ? (i % 2 ? liked : { ...liked, picture: null }) : null,
    })),
    ...overrides,
  };
}

describe('a queue written from its cards’ kept bytes', () => {
  const serializeQueue = (queue: Queue) => serializerFor(sentQueueSchema)(asSent(queue));
  const serializeResult = serializerFor(sentRateWorkResultSchema);

  it('is the text the compiled serializer writes, for every shape a queue takes, and reads back as the queue', () => {
    const queues = [queueOf(30), queueOf(0), queueOf(5, { status: null, basis: 'crowd', rankedAt: null, counter: 0 })];
    expect(queues[0]!.items.some((item) => item.work.image === unusual)).toBe(true);
    for (const queue of queues) {
      const text = queueJson(queue);
      expect(text).toBe(serializeQueue(queue));
      // And again from the kept cards.
      expect(queueJson(queue)).toBe(text);
      const sent = sentQueueSchema.parse(JSON.parse(text));
      const shown = { ...sent, items: sent.items.map((item) => ({ ...item, work: { ...item.work, image: item.work.image && shownImage(item.work.image) } })) };
      expect(queueSchema.parse(shown)).toEqual(queueSchema.parse(queue));
    }
  });

  it('sends a picture as its folder and sizes, a quarter of its whole form, unless its files are named otherwise', () => {
    const whole = image(true);
    const compact = compactImage(whole);
    // Every size is the one the server makes of a 1600 × 1200 picture: the folder and size alone.
    expect(compact).toEqual({ path: '/media/w', width: 1600, height: 1200 });
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(whole).length / 10);
    expect(shownImage(compact!)).toEqual(whole);
    // A size the rule would not make (stored by another rule, or before it), or a size missing: the sizes go too.
    const odd = { ...whole, sizes: { ...whole.sizes, small: { ...whole.sizes.small!, height: 299 } } };
    expect(compactImage(odd)).toEqual({ path: '/media/w', width: 1600, height: 1200, sizes: { thumb: [120, 90], small: [400, 299], card: [640, 480], medium: [1024, 768], large: [1600, 1200] } });
    expect(JSON.stringify(compactImage(odd)).length).toBeLessThan(JSON.stringify(odd).length / 3);
    expect(shownImage(compactImage(odd)!)).toEqual(odd);
    expect(compactImage(image(false))).toHaveProperty('sizes');
    expect(shownImage(compactImage(image(false))!)).toEqual(image(false));
    expect(compactImage(unusual)).toBeNull();
    expect(sentImage(whole)).toEqual(compact);
    expect(sentImage(unusual)).toBe(unusual);
    expect(compactImage({ ...whole, url: '/media/w/large.jpg' })).toBeNull();
  });

  it('writes the visitors’ gallery as sentCrowdGallerySchema does, from the same kept cards', () => {
    const serializeCrowd = serializerFor(sentCrowdGallerySchema);
    for (const items of [queueOf(20).items.map(({ work, rating }) => ({ work, rating })), []]) {
      const text = crowdBytes(items).toString();
      expect(text).toBe(serializeCrowd({ items: asSent({ ...queueOf(0), items: items.map((item) => ({ ...item, reason: null, reasonWork: null })) }).items.map(({ work, rating }) => ({ work, rating })) }));
      const sent = sentCrowdGallerySchema.parse(JSON.parse(text));
      expect(sent.items.map((item) => ({ ...item, work: { ...item.work, image: item.work.image && shownImage(item.work.image) } }))).toEqual(crowdGallerySchema.parse({ items }).items);
    }
  });

  it('writes a rating’s answer with its re-ranked queue as sentRateWorkResultSchema does', () => {
    const result = { rating: -1 as const, counter: 0, reranked: true, status: 1, queue: queueOf(12) };
    expect(rateResultBytes(result).toString()).toBe(serializeResult({ ...result, queue: asSent(result.queue) }));
  });

  it('writes a card again when the catalogue gives a new object for the work', () => {
    const first = queueOf(2);
    const before = queueJson(first);
    const changed = { ...first, items: first.items.map((item) => ({ ...item, work: { ...item.work, title: 'Renamed', sold: 1 as const } })) };
    const after = queueJson(changed);
    expect(after).not.toBe(before);
    expect(after).toBe(serializeQueue(changed));
  });
});
