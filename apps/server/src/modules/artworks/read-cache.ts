import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { EncodedBody } from '../../lib/encoded-body.ts';
import { serializerFor } from '../../lib/serializer.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import type { CatalogueEvents } from '../taste/index.ts';

/** Serialized answers kept per catalogue version: a page of a list or a work's detail. */
const CACHE_SIZE = 5_000;

/**
 * The artwork reads every visitor makes answer from memory: each answer is read from the
 * database and serialized once per catalogue version (every write that changes a work or what
 * its page shows of the artist bumps it), then sent as the stored JSON text (or its kept brotli
 * or gzip copy). A change of works'
 * sold state alone (a hold, a sale) drops only the answers that show those works: each answer
 * names them by `worksOf`; without it, an answer shows no sold state and stays.
 */
export function readCache(catalogue: Pick<CatalogueEvents, 'version' | 'onAvailabilityChanged'>) {
  const cache = new VersionedCache<EncodedBody>(CACHE_SIZE);
  catalogue.onAvailabilityChanged((ids) => cache.dropWorks(ids));
  return function cached<S extends z.ZodType>(schema: S, worksOf: (value: z.output<S>) => readonly number[] = () => []) {
    const serialize = serializerFor(schema);
    /**
     * Sends the JSON for `key` and says true, or says false when `load` finds nothing (not
     * cached: a 404 is cheap to ask again). A boolean, not the reply: a reply is thenable, so
     * awaiting it gives undefined, and the caller would throw its 404 after the answer went out.
     * The route then returns the reply: the answer may still be on its way (compressed), and an
     * async handler that returns nothing before it is sent gets an empty answer sent instead.
     */
    return async (reply: FastifyReply, key: string, load: () => Promise<z.output<S> | null>): Promise<boolean> => {
      const version = catalogue.version;
      const since = cache.drops;
      let body = cache.get(key, version);
      if (body === undefined) {
        const value = await load();
        if (value === null) return false;
        body = new EncodedBody(serialize(value));
        cache.set(key, version, body, worksOf(value), since);
      }
      body.send(reply);
      return true;
    };
  };
}
