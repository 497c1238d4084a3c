import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  remoteAddress?: string;
}

describe('the access log', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });
  });
  afterAll(() => t.close());

  const linesOf = (reqId: string | undefined) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per request, when it is answered, with what was asked, the status and the time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    const written = lines.filter((line) => line.url === '/api/health');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', statusCode: 200, remoteAddress: '203.0.113.9' });
    expect(written[0]!.responseTime).toBeGreaterThanOrEqual(0);
    // Fastify's own arrival line is not written.
    expect(linesOf(written[0]!.reqId).map((line) => line.msg)).toEqual(['request completed']);
  });

  it('logs refusals and errors with their status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await t.app.inject({ method: 'GET', url: '/api/artworks/1%00' });
    expect(lines.find((line) => line.url === '/api/no-such-thing')).toMatchObject({ statusCode: 404 });
    expect(lines.find((line) => line.url === '/api/artworks/1%00')).toMatchObject({ statusCode: 400 });
  });

  it('takes the secrets links carry out of the URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/accounts/password/reset?token=s3cret-token&a=b' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('s3cret-token');
    expect(lines.some((line) => line.url === '/api/accounts/password/reset?token=[redacted]&a=b')).toBe(true);
  });
});
