import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncodedBody, acceptedEncodings } from './encoded-body.ts';

describe('a cached answer with its compressed copies', () => {
  // Non-ASCII titles: the kept bytes are UTF-8, and Content-Length counts bytes, not characters.
  const text = JSON.stringify({ items: Array.from({ length: 400 }, (_, id) => ({ id, title: `Œuvre n° ${id}`, url: `/media/demo/work-${id}/card.webp` })) });
  const large = new EncodedBody(text);
  const small = new EncodedBody(JSON.stringify({ id: 1 }));
  const app = Fastify();
  beforeAll(async () => {
    // As the server registers it: our copies must not be compressed a second time.
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    app.get('/large', async (_request, reply) => large.send(reply));
    app.get('/small', async (_request, reply) => small.send(reply));
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends brotli to a browser that takes it, else gzip, else the text, always as JSON and varying by encoding', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(text.length / 4);

    const gzip = await get('/large', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(text);

    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toBe(text);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(text));
  });

  it('makes each copy once and sends the same bytes again', async () => {
    const first = await get('/large', 'br');
    const second = await get('/large', 'br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ id: 1 });
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip;q=0.5, br;q=0, identity')]).toEqual(['gzip', 'identity']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
