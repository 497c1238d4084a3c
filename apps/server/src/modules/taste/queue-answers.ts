import type { FastifyReply } from 'fastify';
import { queueSchema, type GalleryFilter, type SessionUser } from '@vernissage/core/schemas';
import type { TasteProfile } from '@vernissage/core/taste';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { serializerFor } from '../../lib/serializer.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import type { TasteDeps } from './deps.ts';
import { loadHistory } from './profile-service.ts';
import { queueOf, queueView } from './queue-service.ts';
import type { RatingRow } from './ratings-repository.ts';
import { findQueueState, type QueueState } from './repository.ts';

/** Collectors' answers kept per process: a few thousand galleries open at once. */
const CACHE_SIZE = 2_000;

interface Answer {
  /** What the answer was built from (stampOf); any change to it is a miss. */
  stamp: string;
  /** The crowd profile it was explained with: the crowd is refolded every few minutes. */
  crowd: TasteProfile;
  body: EncodedBody;
}

/**
 * What a collector's queue answer is built from, besides the catalogue: their taste state, their
 * record (place, counter, last ranking, the stored order) and every rating. A rating, a re-rank
 * or a correction, through any process, changes it; it is read from the database each time.
 */
function stampOf(user: SessionUser, record: QueueState, rows: readonly RatingRow[]): string {
  let hash = 0;
  for (const id of record.queueData) hash = (Math.imul(hash, 31) + id) | 0;
  for (const row of rows) hash = (Math.imul(hash, 31) + row.artworkId * 4 + row.rating + 2) | 0;
  return [user.tasteTestStatus, record.counter, record.rankedAt?.getTime() ?? 0, record.queueData.length, rows.length, hash].join('|');
}

/**
 * GET /api/taste/queue from memory: a collector's queue, with why each work was shown, is
 * explained and serialized once for what it was built from and then sent as stored JSON text, as
 * the artwork reads are (artworks/read-cache.ts). Explaining a few hundred works (the reasons
 * and the profile's fit) was most of what the answer cost, and the gallery asks for it on every
 * visit with nothing changed. The collector's ratings and record are still read each time, so a
 * rating through any process is seen at once; a catalogue change bumps the version, and a hold
 * or sale drops the answers showing its works.
 */
export function queueAnswers(deps: TasteDeps) {
  const cache = new VersionedCache<Answer>(CACHE_SIZE);
  deps.catalogue.onAvailabilityChanged((ids) => cache.dropWorks(ids));
  const serialize = serializerFor(queueSchema);

  return async (reply: FastifyReply, user: SessionUser, filter: GalleryFilter): Promise<FastifyReply> => {
    const version = deps.catalogue.version;
    const since = cache.drops;
    const [taste, record, crowd] = await Promise.all([loadHistory(deps, user.id), findQueueState(deps.db, user.id), deps.catalogue.crowd()]);
    // Not ranked yet (the first visit after the quiz): ranked and stored now, then cached next time.
    if (!record?.rankedAt) return reply.send(await queueView(deps, user, filter));
    const key = `${user.id}|${JSON.stringify(filter)}`;
    const stamp = stampOf(user, record, taste.rows);
    const known = cache.get(key, version);
    let body = known && known.stamp === stamp && known.crowd === crowd ? known.body : undefined;
    if (body === undefined) {
      const queue = await queueOf(deps, user, taste, record, filter);
      body = new EncodedBody(serialize(queue));
      cache.set(key, version, { stamp, crowd, body }, queue.items.map((item) => item.work.id), since);
    }
    return body.send(reply);
  };
}
