import { browseSegment, parseBrowseSegment, type BrowseParams } from '@vernissage/core/browse';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** /all-artworks or /all-artworks/{filterValues} for a selection. */
export function allArtworksPath(params: BrowseParams): string {
  const segment = browseSegment(params);
  return segment ? `${paths.allArtworks}/${segment}` : paths.allArtworks;
}

/**
 * The selection (words, order, filters) lives in the address, /all-artworks/{filterValues}, so
 * a reload, the back button and a pasted link show the same works. Read from the raw path, as
 * the segment's own escapes must be undone once, by parseBrowseSegment.
 */
/** The selection an All Artworks address names, as its segment ('' for none). The page drawn on the server reads it the same way. */
export const selectionSegment = (pathname: string): string => (pathname.startsWith(`${paths.allArtworks}/`) ? pathname.slice(paths.allArtworks.length + 1) : '');

export function useBrowseParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const segment = selectionSegment(location.pathname);
  const params = useMemo(() => parseBrowseSegment(segment), [segment]);
  /** The last change sent while this render's address is still the one it changed. */
  const pending = useRef<{ params: BrowseParams; path: string } | null>(null);
  // Once a render reads the new address (or the back button moves it), the render is current.
  useEffect(() => {
    pending.current = null;
  }, [location.key]);

  /**
   * Changes some of the selection (undefined or '' removes a key). Each change is a step the
   * back button returns through; `replace` is for typing, which should not leave one per letter.
   */
  const update = (next: BrowseParams, options: { replace?: boolean } = {}) => {
    // A change made before the page has rendered the one before it (the address moves at once,
    // the render follows) builds on that one, not on the selection this render read: a sort
    // chosen just after the words were searched keeps the words.
    const base = pending.current ?? { params, path: location.pathname };
    const merged = { ...base.params, ...next };
    const target = allArtworksPath(merged);
    if (target === base.path) return;
    pending.current = { params: merged, path: target };
    void navigate(target, { replace: options.replace ?? false, preventScrollReset: true });
  };
  /** Every filter off; the words too unless `keepWords`. The order stays. */
  const clear = ({ keepWords }: { keepWords: boolean }) => {
    void navigate(allArtworksPath({ sort: params.sort, q: keepWords ? params.q : undefined }), { preventScrollReset: true });
  };
  return { params, update, clear };
}
