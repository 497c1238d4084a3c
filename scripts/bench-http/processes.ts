import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPostgresDatabase, type FreshDatabase } from '../../apps/server/src/test/postgres.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MEDIA_CACHE = path.join(os.tmpdir(), 'vernissage-bench-media');
/** What the server logs (at info) once the demo's pictures are all rendered: load before it measures the rendering too. */
export const IMAGES_READY_LINE = 'demo images ready';

/** Resolves when the process logs a line containing `text` (its other output is dropped). */
export function linePrinted(child: ChildProcess, text: string, timeoutMs = 900_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not log '${text}' within ${timeoutMs / 1000} s`)), timeoutMs);
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer = (buffer + chunk.toString('utf8')).slice(-4096);
      if (buffer.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`the server exited before logging '${text}'`)));
  });
}

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopper(child: ChildProcess, cleanup: () => Promise<void> | void = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanup();
  };
}

export async function startBare(port: number): Promise<Running> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child);
  return { url, stop: stopper(child) };
}

/** A database of its own on the PostgreSQL server the wrapper started, dropped after. */
export const freshPostgres = (serverUrl: string, prefix = 'bench'): Promise<FreshDatabase> => freshPostgresDatabase(serverUrl, prefix);

/**
 * The production server build (`npm run build -w @vernissage/server` first) on `port`, with
 * `env` over the production defaults; resolves once /api/health answers and, when `readyLine` is
 * given, the server has logged it.
 */
export async function startServer(port: number, env: Record<string, string>, readyLine?: string): Promise<Running> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', readyLine ? 'pipe' : 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = readyLine ? linePrinted(child, readyLine) : Promise.resolve();
  await waitFor(`${url}/api/health`, child);
  await ready;
  return { url, stop: stopper(child) };
}

/** Quick captchas and a high sign-up limit, so a benchmark can make its collectors. */
export const QUICK_SIGN_UPS = { CAPTCHA_MAX_NUMBER: '200', SIGN_IN_LIMIT_PER_MINUTE: '100000' };

/**
 * The production build (`npm run build` first) on a fresh database with the demo catalogue:
 * the embedded one, or PostgreSQL when `postgresUrl` is given. Quick captchas and a high sign-up
 * limit let the benchmark make its collectors; everything else is the production default.
 */
export async function startProduct(port: number, postgresUrl?: string, env: Record<string, string> = {}): Promise<Running & { driver: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-bench-'));
  const database = postgresUrl ? await freshPostgres(postgresUrl) : null;
  const server = await startServer(
    port,
    {
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      // Rendered demo drawings are kept between runs, so only the first run renders them.
      MEDIA_DIR: MEDIA_CACHE,
      DATABASE_URL: database?.url ?? '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...QUICK_SIGN_UPS,
      ...env,
    },
    IMAGES_READY_LINE,
  );
  return {
    url: server.url,
    driver: database ? 'PostgreSQL' : 'PGlite',
    stop: async () => {
      await server.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
