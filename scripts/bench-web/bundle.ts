import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** JavaScript files a first visit to the route downloads before it draws: entry, page, their static imports. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
}

/** Pages whose first load the report sums: the route's module under src/app/routes/. */
export const REPORTED_ROUTES: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/artwork-for-sale/…': 'src/app/routes/artwork-for-sale.tsx',
  '/view-gallery, /gallery': 'src/app/routes/gallery.tsx',
  '/about-us': 'src/app/routes/about-us.tsx',
  '/for-collectors': 'src/app/routes/for-collectors.tsx',
  '/all-artworks': 'src/app/routes/all-artworks.tsx',
  '/artists, /artists/…': 'src/app/routes/artists.tsx',
  '/exhibitions, /blogs, /education, /news-events and their entries': 'src/app/routes/articles.tsx',
  '/data-not-found': 'src/app/routes/data-not-found.tsx',
};

/**
 * What each page's first load costs in JavaScript, read from the build's manifest: the entry,
 * the page's own chunk and every chunk they import statically (dynamic imports load later, when
 * a dialog opens). Sizes are gzip level 9 of the built files.
 */
export function bundleReport(webDist: string): { routes: RouteBundle[]; largest: Array<{ file: string; gzipBytes: number }> } {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, { gzip: number; raw: number }>();
  const size = (file: string) => {
    let known = sizes.get(file);
    if (!known) {
      const body = readFileSync(path.join(webDist, file));
      known = { gzip: gzipSync(body, { level: 9 }).length, raw: body.length };
      sizes.set(file, known);
    }
    return known;
  };
  const staticClosure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      staticClosure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');

  const routes = Object.entries(REPORTED_ROUTES).map(([route, module]) => {
    const keys = staticClosure([entry, ...(manifest[module] ? [module] : [])]);
    const files = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file?.endsWith('.js')));
    return {
      route,
      files,
      gzipBytes: files.reduce((sum, file) => sum + size(file).gzip, 0),
      rawBytes: files.reduce((sum, file) => sum + size(file).raw, 0),
    };
  });
  const largest = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: size(file).gzip }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8);
  return { routes, largest };
}
