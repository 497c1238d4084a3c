import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends as files; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The manifest is for the server; it is never sent.
      if (entry.name !== '.vite') yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) {
      yield full;
    }
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built text asset, at the highest
 * levels, so the server sends them as they are instead of compressing on every request.
 * index.html is left out: the server fills its head per page and compresses that itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vernissage:precompress',
    // The server's build of the pages (entry-server.tsx) is read from disk by the server, never sent.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Array<Promise<void>> = [];
      for await (const file of files(outDir)) {
        jobs.push(
          (async () => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
