import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** What JSON answers are sent as. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this many bytes an answer goes out as it is, as @fastify/compress leaves it (app.ts). */
const THRESHOLD = 1024;
/** Brotli's quality for a kept copy: made once per cached answer, so a little above @fastify/compress's 4. */
const BROTLI_QUALITY = 5;

/** The last Accept-Encoding read and what it accepts: a browser sends the same header on every request. */
let lastHeader: string | undefined;
let lastAccepted: ReadonlySet<string> = new Set();

/** The encodings a request accepts (q above 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): ReadonlySet<string> {
  if (header === lastHeader) return lastAccepted;
  lastAccepted = parseAcceptEncoding(header);
  lastHeader = header;
  return lastAccepted;
}

function parseAcceptEncoding(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * A cached answer (JSON unless told otherwise: pages/routes.ts keeps its pages' HTML the same
 * way), kept as its UTF-8 bytes, with its brotli and gzip copies, each made the first time a
 * browser asks for it and kept with the answer. @fastify/compress would compress the same text
 * again for every request (synchronously, on the event loop): about 200 KB for a collector's
 * queue, 20 KB for a page of works. It leaves a reply that already names its encoding alone.
 * The bytes are made once: a string would be measured and encoded again on every send.
 */
export class EncodedBody {
  private readonly raw: Buffer;
  private br: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(
    body: string | Buffer,
    private readonly contentType = JSON_TYPE,
  ) {
    this.raw = typeof body === 'string' ? Buffer.from(body) : body;
  }

  /** The answer's text, as a page drawn from it reads it. */
  text(): string {
    return this.raw.toString();
  }

  send(reply: FastifyReply): FastifyReply {
    reply.type(this.contentType);
    const bytes = this.raw.length;
    if (bytes < THRESHOLD) return reply.send(this.raw);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const accepted = acceptedEncodings(reply.request.headers['accept-encoding']);
    if (accepted.has('br')) {
      this.br ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes } });
      return reply.header('content-encoding', 'br').send(this.br);
    }
    if (accepted.has('gzip')) {
      this.gzip ??= gzipSync(this.raw);
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.raw);
  }
}

/**
 * Sends JSON already written as bytes for this one answer (not kept): a route's serializer takes
 * objects only, and @fastify/compress compresses it as it does any answer.
 */
export function sendJsonBytes(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}
