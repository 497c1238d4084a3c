import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

/**
 * React Router's package exports point every bundler at its development build (warnings and
 * checks included) and ship the production build beside it unused (remix-run/react-router#12532,
 * #14753). The production build takes the production files; both entries together, so they share
 * one router context.
 */
function reactRouterProduction(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  const entries: Record<string, string> = { 'react-router': path.join(dist, 'index.mjs'), 'react-router/dom': path.join(dist, 'dom-export.mjs') };
  return { name: 'react-router-production', apply: 'build', enforce: 'pre', resolveId: (source) => entries[source] ?? null };
}

/**
 * The pages a visitor lands on beside the home page, drawn without Ant Design (route-table.ts,
 * `light`). The small modules of ours they share with other pages go into one chunk: each was a
 * file of its own (200 bytes to 2 KB), and an artwork page's 23 files queued behind the
 * browser's six connections before it could draw (decision record 044).
 */
const LANDING_PAGES = ['artwork-for-sale', 'all-artworks', 'gallery', 'artists'].map((name) => `/src/app/routes/${name}.tsx`);
const HOME_PAGE = '/src/app/routes/home.tsx';

/**
 * Small modules of ours that the account dialogs (which any page opens) and the landing pages
 * both use: a chunk of their own, so that the 'landing' chunk, which takes the modules its modules
 * import, does not take them and the sign-in dialog need not load it.
 */
const DIALOG_SHARED = /[\\/](packages[\\/]core[\\/]src[\\/]messages\.ts|packages[\\/]core[\\/]src[\\/]lookups[\\/]cities\.ts|apps[\\/]web[\\/]src[\\/]config[\\/]theme\.ts)$/;
const ROUTE_MODULE = /\/src\/app\/routes\/[\w-]+\.tsx$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The route modules (app/routes/*.tsx) that import `id`, directly or through other modules, statically. */
function pagesImporting(id: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const page = ROUTE_MODULE.exec(next)?.[0];
    if (page) found.add(page);
    for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return found;
}

/**
 * 'landing' for a module of ours (not a package's) that a landing page uses and some other page
 * too, unless the home page does: the module would be a small file of its own.
 */
function landingShared(id: string, graph: ModuleGraph): string | null {
  if (id.includes('node_modules')) return null;
  const users = pagesImporting(id, graph);
  const landing = [...users].some((page) => LANDING_PAGES.includes(page));
  return !users.has(HOME_PAGE) && landing && users.size >= 2 ? 'landing' : null;
}

/**
 * The server's build of the pages a visitor lands on (src/entry-server.tsx, `vite build --ssr`,
 * into dist-ssr): the server imports it; the public files and the manifest are the browser
 * build's.
 */
function serverBuild(): Plugin {
  return {
    name: 'vernissage:server-build',
    apply: (_config, { isSsrBuild }) => isSsrBuild === true,
    config: () => ({ publicDir: false, build: { manifest: false, sourcemap: false } }),
  };
}

// The API server in development; override to point the dev server at another one.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [reactRouterProduction(), react(), precompress(), serverBuild()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: the server reads it to preload the code of the page it sends.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Ant Design's helper packages do not declare themselves free of side effects, so a
        // single import from their index (antd's form context needs one name from
        // @rc-component/form) would keep every module behind it. They have none.
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/].*\.js$/, sideEffects: false }],
      },
      output: {
        // React, the router and the query cache are on every page and change less often than our
        // code: one chunk that stays cached across releases. Ant Design is not grouped, so a
        // page downloads only the components it uses.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/, priority: 2 },
            // Everything else the entry imports is loaded with it on every first visit: one
            // chunk, not one per module that a lazy page also imports. On a phone's connection
            // each file queued behind the browser's six connections before the page could draw.
            // (Ant Design is never part of a first visit: decision record 037.)
            { name: 'shell', tags: ['$initial'], test: (id) => !/node_modules[\\/](antd|@rc-component)[\\/]/.test(id), priority: 1 },
            { name: 'dialog-shared', test: DIALOG_SHARED, priority: 0.5 },
            { name: landingShared, priority: 0 },
          ],
        },
      },
    },
  },
});
