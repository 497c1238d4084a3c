// Bundles the server and the workspace packages it uses into dist/server.js; npm dependencies
// stay external (they are installed beside it). Migrations are copied next to the bundle.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/** Bundle our own packages (TypeScript source); leave every npm package external. */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vernissage/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNpm],
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server built to', path.relative(process.cwd(), dist));
