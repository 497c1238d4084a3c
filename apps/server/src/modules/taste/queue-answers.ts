import type { GalleryFilter, SessionUser } from '@vernissage/core/schemas';
import type { TasteProfile } from '@vernissage/core/taste';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import type { TasteDeps } from './deps.ts';
import { loadHistory } from './profile-service.ts';
import { queueBytes } from './queue-json.ts';
import { queueOf, queueView } from './queue-service.ts';
import { findQueueStamp, findQueueState } from './repository.ts';

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
 * What a collector's queue answer is built from, besides the catalogue and the crowd: their
 * taste state and their record (place, counter, last ranking, the stored order), whose version
 * every change of their ratings raises in the same transaction (repository.ts saveTasteRecord).
 * A rating, a re-rank or a correction, through any process, changes it; the record is read from
 * the database each time, the ratings only when it changed.
 */
function stampOf(user: SessionUser, version: number): string {
  return `${user.tasteTestStatus}|${version}`;
}

/**
 * GET /api/taste/queue from memory: a collector's queue, with why each work was shown, is
 * explained and written once (queueBytes, from its cards' kept bytes) for what it was built
 * from, and then sent as those bytes, as the artwork reads are (artworks/read-cache.ts). Explaining a few hundred works (the reasons
 * and the profile's fit) was most of what the answer cost, and the gallery asks for it on every
 * visit with nothing changed. The collector's record is still read each time, so a rating
 * through any process is seen at once (their ratings are read only when its version moved); a
 * catalogue change bumps the catalogue's version, and a hold or sale drops the answers showing
 * its works.
 */
function queueAnswers(deps: TasteDeps): QueueAnswer {
  const cache = new VersionedCache<Answer>(CACHE_SIZE);
  deps.catalogue.onAvailabilityChanged((ids) => cache.dropWorks(ids));

  return async (user, filter) => {
    const version = deps.catalogue.version;
    const since = cache.drops;
    // Only the record's version is read on a visit; the stored order is read when an answer is built.
    const [current, crowd] = await Promise.all([findQueueStamp(deps.db, user.id), deps.catalogue.crowd()]);
    // Not ranked yet (the first visit after the quiz): ranked and stored now, then cached next time.
    if (!current?.rankedAt) return new EncodedBody(queueBytes(await queueView(deps, user, filter)));
    const key = `${user.id}|${JSON.stringify(filter)}`;
    const known = cache.get(key, version);
    if (known && known.stamp === stampOf(user, current.version) && known.crowd === crowd) return known.body;
    // The record before the ratings: an answer is never stamped with a version newer than what it shows.
    const record = await findQueueState(deps.db, user.id);
    if (!record?.rankedAt) return new EncodedBody(queueBytes(await queueView(deps, user, filter)));
    const queue = await queueOf(deps, user, await loadHistory(deps, user.id), record, filter);
    const body = new EncodedBody(queueBytes(queue));
    // Stamped with the version of the record it was built from, which may be newer than the one checked above.
    cache.set(key, version, { stamp: stampOf(user, record.version), crowd, body }, queue.items.map((item) => item.work.id), since);
    return body;
  };
}

/** A collector's queue answer (GET /api/taste/queue) for a filter, as the bytes sent. */
export type QueueAnswer = (user: SessionUser, filter: GalleryFilter) => Promise<EncodedBody>;

const perCatalogue = new WeakMap<TasteDeps['catalogue'], QueueAnswer>();

/**
 * The queue answers of one server (one catalogue): the route's and the gallery page's, which the
 * server draws from the same answer (pages/drawn-gallery-page.ts), share what is kept.
 */
export function galleryQueueAnswers(deps: TasteDeps): QueueAnswer {
  let answers = perCatalogue.get(deps.catalogue);
  if (!answers) perCatalogue.set(deps.catalogue, (answers = queueAnswers(deps)));
  return answers;
}
