import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  base: string;
  /** Resolves once the server has rendered every demo drawing (or after `timeoutMs`). */
  imagesRendered: (timeoutMs: number) => Promise<boolean>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production server as `npm run serve` starts it, on a fresh embedded database in a
 * temporary folder with the demo catalogue. Quick captchas, so the benchmark can sign up.
 */
export async function startServer(root: string): Promise<RunningServer> {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vernissage-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'info',
      CAPTCHA_MAX_NUMBER: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let rendered = false;
  const waiters: Array<() => void> = [];
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('remaining demo images rendered')) {
        rendered = true;
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server stopped (exit ${child.exitCode}):\n${stderr}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/health within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    base,
    imagesRendered: (timeoutMs) =>
      rendered
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
    stop,
  };
}
