import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as P } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signUpUser, type TestUser } from '../test/accounts.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

const BODY_BYTES = 25 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;

interface Measure {
  status: string;
  body: string;
  /** What the client managed to write before the answer came (the rest was never sent). */
  written: number;
  /** What the server's socket had read when it sent its answer. */
  readAtAnswer: number;
}

/**
 * An upload larger than 20 MB is refused with 413 'File size exceeds above 20MB' as soon as its
 * declared size, or its stream, passes the limit, on a real socket: this measures how much of a
 * 25 MB body the server read before answering.
 */
describe('an upload over the limit is refused before its body is read', () => {
  let t: TestApp;
  let person: TestUser;
  let port = 0;
  /** bytesRead of each request's socket when its answer was sent, by request. */
  const readAtAnswer = new WeakMap<IncomingMessage, number>();
  let lastRequest: IncomingMessage | undefined;

  beforeAll(async () => {
    t = await createTestApp({ env: FAST_CAPTCHA_ENV });
    person = await signUpUser(t.app);
    t.app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
      lastRequest = request;
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
      response.writeHead = ((...args: unknown[]) => {
        readAtAnswer.set(request, request.socket.bytesRead);
        return writeHead(...args);
      }) as typeof response.writeHead;
    });
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => t.close());

  /** Sends a 25 MB multipart image body, with or without its length, until the server answers. */
  const upload = (declared: boolean) =>
    new Promise<Measure>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let written = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        socket.destroy();
        const status = answer.split('\r\n')[0] ?? '';
        const body = answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1);
        resolve({ status, body, written, readAtAnswer: lastRequest ? (readAtAnswer.get(lastRequest) ?? -1) : -1 });
      };
      socket.on('data', (data) => {
        answer += data.toString();
        const end = answer.indexOf('\r\n\r\n');
        if (end >= 0 && answer.includes('}', end)) finish();
      });
      socket.on('close', finish);
      socket.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? finish() : reject(error)));
      const boundary = 'vernissage-probe';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
      const tail = `\r\n--${boundary}--\r\n`;
      const fileBytes = BODY_BYTES - head.length - tail.length;
      socket.write(
        `PUT /api/profile/image HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${person.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          (declared ? `Content-Length: ${BODY_BYTES}\r\n\r\n` : 'Transfer-Encoding: chunked\r\n\r\n'),
      );
      const chunk = Buffer.alloc(CHUNK_BYTES, 7);
      const frame = (data: Buffer | string) => (declared ? [data] : [`${Buffer.byteLength(data).toString(16)}\r\n`, data, '\r\n']);
      const pump = () => {
        const parts: Array<Buffer | string> = [];
        if (written === 0) parts.push(...frame(head));
        while (!done && written < fileBytes) {
          const piece = chunk.subarray(0, Math.min(CHUNK_BYTES, fileBytes - written));
          written += piece.length;
          let flushed = true;
          for (const part of [...parts.splice(0), ...frame(piece)]) flushed = socket.write(part) && flushed;
          if (!flushed) return void socket.once('drain', pump);
        }
        if (!done) for (const part of [...frame(tail), ...(declared ? [] : ['0\r\n\r\n'])]) socket.write(part);
      };
      pump();
    });

  it('answers 413 to a body announced as 25 MB, having read none of it', async () => {
    const res = await upload(true);
    console.log(`upload limit: 25 MB body with Content-Length → ${res.status}; the server had read ${res.readAtAnswer.toLocaleString('en-US')} bytes when it answered (the client had written ${res.written.toLocaleString('en-US')} of ${BODY_BYTES.toLocaleString('en-US')})`);
    expect(res.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large', message: P.imageTooLarge } });
    expect(P.imageTooLarge).toBe('File size exceeds above 20MB');
    expect(res.readAtAnswer).toBeGreaterThan(0);
    expect(res.readAtAnswer).toBeLessThan(BODY_BYTES / 20);
  });

  it('answers 413 to a 25 MB body sent without a length as soon as its stream passes 20 MB', async () => {
    const res = await upload(false);
    console.log(`upload limit: 25 MB body, chunked, no length → ${res.status} ${res.body}; the server had read ${res.readAtAnswer.toLocaleString('en-US')} bytes when it answered (the client had written ${res.written.toLocaleString('en-US')})`);
    expect(res.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'payload_too_large', message: P.imageTooLarge } });
    // Past 20 MB by no more than what the socket buffers hold, never the whole body.
    expect(res.readAtAnswer).toBeLessThan(BODY_BYTES - 2 * 1024 * 1024);
  });
});
