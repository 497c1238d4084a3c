import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { layoutForPath, opensOverHome } from '@vernissage/core/layout';

/** The admin layout's module in the web build's manifest. */
const ADMIN_LAYOUT = 'src/app/layouts/admin-layout.tsx';
/** The account dialogs' module: sign-in, sign-up and the forgotten password, opened over the home page. */
const ACCOUNT_DIALOGS = 'src/features/accounts/components/account-modals.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Pages whose module is not named after the path's first segment. */
const PAGE_MODULE_ALIASES: Record<string, string> = {
  '': 'home',
  'view-gallery': 'gallery',
  artworks: 'selected-artworks',
  'check-out': 'visitor-checkout',
  // The spec's spelling of the address.
  'purchase-sucess': 'purchase-success',
  'confirm-email': 'email-links',
  unsubscribe: 'email-links',
  // The editorial lists and entries share one module.
  exhibitions: 'articles',
  blogs: 'articles',
  education: 'articles',
  'news-events': 'articles',
  'art-event-details': 'articles',
};

export interface PageAssets {
  /** The page's own chunks, beyond what index.html already loads. */
  scripts: string[];
  styles: string[];
}

const NONE: PageAssets = { scripts: [], styles: [] };

/**
 * What a page needs beyond the entry, read from the web build's manifest
 * (dist/.vite/manifest.json): every route's page is its own lazily loaded chunk
 * (src/app/routes/{first path segment}.tsx), so the head can fetch it alongside the entry
 * instead of after it.
 */
export function pageAssetsReader(dist: string): (pathname: string, options?: { pageCode?: boolean }) => PageAssets {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) return () => NONE;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = closure(entryKey ? [entryKey] : []);
  const cache = new Map<string, PageAssets>();

  /** `pageCode: false` leaves the page's own module out (a visitor on a members' page, routes.ts), keeping its layout's. */
  return (pathname, { pageCode = true }: { pageCode?: boolean } = {}) => {
    const segment = pathname.split('/')[1]?.toLowerCase() ?? '';
    // The account routes are drawn as the home page, their dialog opened over it (routes.ts).
    const name = opensOverHome(pathname) ? 'home' : (PAGE_MODULE_ALIASES[segment] ?? segment);
    const key = `src/app/routes/${name}.tsx`;
    // A page in the admin layout (the spec's path rule; the account routes are drawn as the home
    // page) needs the layout's chunk and styles too, which the app would ask for only after its entry ran.
    const layout = !opensOverHome(pathname) && layoutForPath(pathname) === 'admin' && manifest[ADMIN_LAYOUT] ? [ADMIN_LAYOUT] : [];
    // An account route opens its dialog as soon as the app is there: its code and styles come
    // with the page's, rather than a dozen requests in one task after the take-over and a restyle
    // of the whole page as each stylesheet comes. (Its six small stylesheets hold the first paint
    // back by about 0.3 s in Lighthouse's count, and it scores higher for them: README, 'Speed'.)
    const dialogs = opensOverHome(pathname) && manifest[ACCOUNT_DIALOGS] ? [ACCOUNT_DIALOGS] : [];
    const roots = [...(pageCode && manifest[key] ? [key] : []), ...layout, ...dialogs];
    if (!roots.length) return NONE;
    const cacheKey = roots.join(' ');
    let assets = cache.get(cacheKey);
    if (!assets) {
      const keys = [...closure(roots)].filter((chunk) => !loaded.has(chunk));
      assets = {
        scripts: keys.map((chunk) => `/${manifest[chunk]!.file}`),
        styles: [...new Set(keys.flatMap((chunk) => manifest[chunk]!.css ?? []))].map((css) => `/${css}`),
      };
      cache.set(cacheKey, assets);
    }
    return assets;
  };
}
