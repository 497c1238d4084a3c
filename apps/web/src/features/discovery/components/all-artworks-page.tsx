import { CloseOutlined, FilterOutlined, SearchOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { BrowseParams } from '@vernissage/core/browse';
import type { BrowseResult } from '@vernissage/core/schemas';
import { formatCount } from '@vernissage/core/text';
import { Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api/get-session.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useNotice } from '../../../lib/notice.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { sharedAddress, useCopyLink } from '../../../lib/share-artwork.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';
import { useBrowseArtworks } from '../api/browse-artworks.ts';
import { BrowseCard } from './browse-card.tsx';
import { BrowseFilters } from './browse-filters.tsx';
import { BROWSE_SORT_OPTIONS, chipsOf } from './browse-labels.ts';
import { useBrowseParams } from './use-browse-params.ts';
import './discovery.css';

// On a phone the filters open in Ant Design's drawer, fetched with its theme when first opened.
// Beside the grid they are plain controls, part of the page (decision record 037).
const FiltersDrawer = lazyWithAntd(() => import('./filters-drawer.tsx').then((m) => m.FiltersDrawer));

/** Typing waits this long before the works are searched again. */
const SEARCH_PAUSE_MS = 300;
/** Cards above the fold on the widest grid load at once; the rest lazily. */
const EAGER_CARDS = 4;
/** "1 work", "1,204 works": the count as the heading and the drawer's button say it. */
function worksCount({ total, totalCapped }: BrowseResult): string {
  if (totalCapped) return `${formatCount(total)}+ works`;
  return total === 1 ? '1 work' : `${formatCount(total)} works`;
}

/**
 * The search box: searches as the person types (after a pause), kept in the address. Words set
 * from elsewhere (a chip, the back button, a link) replace what the box holds; the words it sent
 * itself, coming back through the address, do not, so letters typed while they were on their way
 * stay (on a slow phone 'vei' became 'vi': the address brought back 'v' after the 'e' was typed).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string, replace: boolean) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== shown) {
    setShown(value);
    if (value === sent) setSent(null);
    else if (value !== text.trim()) setText(value);
  }
  const send = (words: string, replace: boolean) => {
    setSent(words);
    onSearch(words, replace);
  };
  const search = useEffectEvent((words: string) => {
    if (words !== value) send(words, true);
  });
  useEffect(() => {
    const timer = window.setTimeout(() => search(text.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <form
      className="browse-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text.trim(), false);
      }}
    >
      <input
        type="search"
        className="browse-search__input"
        aria-label="Search works by title, artist or description"
        placeholder="Search title, artist or description"
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="browse-search__button" aria-label="Search">
        <SearchOutlined aria-hidden="true" />
      </button>
    </form>
  );
}

/** The end of the grid nearing the screen asks for the next page, so scrolling rarely waits. */
function useLoadMore(onVisible: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visible();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * /all-artworks and /all-artworks/{filterValues}: every listed work, searched, filtered by price,
 * size, shape, colours, subjects, materials, frame, artist, availability and the formal
 * qualities, sorted, and loaded page by page as the collector scrolls.
 */
export function AllArtworksPage() {
  const { params, update, clear } = useBrowseParams();
  const { user } = useSession();
  const copyLink = useCopyLink();
  const notice = useNotice();
  const { shareHost } = useSiteConfig();
  const [sharing, setSharing] = useState(false);
  const wide = useMediaQuery('(min-width: 992px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const countId = useId();
  const tasteKnown = user?.tasteTestStatus === 1;
  const sort = params.sort ?? 'popular';
  const works = useBrowseArtworks(params);
  const pages = works.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const first = pages[0];
  const total = first?.total;
  const canLoadMore = works.hasNextPage && !works.isFetchingNextPage;
  const loadMore = () => {
    if (canLoadMore) void works.fetchNextPage();
  };
  const sentinel = useLoadMore(loadMore, Boolean(works.hasNextPage));
  const artistName = params.artistId ? (items.find((work) => work.artist.id === params.artistId)?.artist.name ?? null) : null;
  const chips = chipsOf(params, artistName);
  const change = (next: BrowseParams) => update(next);

  /** Stores the selection and copies its short link on the share host (the spec's /all-artworks/{share_url}/{share_id}). */
  const share = async () => {
    // The plain call, not a mutation hook: nothing else here needs one. Fetched on the click, as
    // the call checks its answer with zod, which the page's first visit does not load.
    setSharing(true);
    try {
      const { shareSelection } = await import('../api/share-selection.ts');
      const link = await shareSelection(params);
      await copyLink(sharedAddress(shareHost, link.path), 'the selection');
    } catch (error) {
      notice.error(errorMessage(error));
    } finally {
      setSharing(false);
    }
  };

  const sortOptions = BROWSE_SORT_OPTIONS.filter((option) => option.value !== 'for-you' || tasteKnown);

  return (
    <div className="browse-page">
      <header className="browse-page__head">
        <div>
          <h1 className="display-title">All Artworks</h1>
          <p className="browse-page__count" id={countId} aria-live="polite">
            {first ? worksCount(first) : 'Finding works…'}
          </p>
        </div>
        <Button icon={<ShareAltOutlined />} onClick={() => void share()} loading={sharing}>
          Share this selection
        </Button>
      </header>
      <div className="browse-toolbar">
        <SearchBox value={params.q ?? ''} onSearch={(q, replace) => update({ q: q || undefined }, { replace })} />
        <div className="browse-toolbar__end">
          {wide ? null : (
            <Button
              icon={<FilterOutlined />}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              aria-expanded={drawerOpen}
            >
              Filters{chips.length ? ` (${chips.length})` : ''}
            </Button>
          )}
          <label className="browse-sort">
            <span className="visually-hidden">Sort by</span>
            <select className="browse-sort__select" value={sort === 'for-you' && !tasteKnown ? 'popular' : sort} onChange={(event) => update({ sort: event.target.value })}>
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {chips.length ? (
        <ul className="browse-chips" aria-label="Filters in use">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="browse-chip" aria-label={`Remove ${chip.label}`} onClick={() => update(chip.without)}>
                <span>{chip.label}</span>
                <CloseOutlined aria-hidden="true" />
              </button>
            </li>
          ))}
          <li>
            <Button type="link" size="small" onClick={() => clear({ keepWords: true })}>
              Clear all filters
            </Button>
          </li>
        </ul>
      ) : null}
      <div className="browse-page__body">
        {wide ? (
          <aside className="browse-page__filters" aria-label="Filters">
            <BrowseFilters params={params} onChange={change} />
          </aside>
        ) : drawerUsed ? (
          <Suspense fallback={null}>
            <FiltersDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              params={params}
              onChange={change}
              showLabel={`Show ${first ? worksCount(first) : 'works'}`}
            />
          </Suspense>
        ) : null}
        <section className="browse-page__results" aria-describedby={countId} aria-busy={works.isFetching}>
          {works.isError && !items.length ? <QueryError error={works.error} onRetry={() => void works.refetch()} /> : null}
          {works.isSuccess && total === 0 ? (
            <Alert
              type="info"
              showIcon
              title="No works match this selection"
              description="Try fewer filters, or other words."
              action={
                chips.length || params.q ? (
                  <Button size="small" onClick={() => clear({ keepWords: false })}>
                    Clear filters and search
                  </Button>
                ) : undefined
              }
            />
          ) : null}
          <ul className="browse-grid">
            {items.map((work, index) => (
              <BrowseCard key={work.id} work={work} eager={index < EAGER_CARDS} />
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {works.hasNextPage ? (
            <div className="browse-page__more">
              <Button onClick={loadMore} loading={works.isFetchingNextPage}>
                Show more works
              </Button>
              <p className="muted">
                Showing {formatCount(items.length)} of {formatCount(total ?? 0)}
                {first?.totalCapped ? '+' : ''}
              </p>
            </div>
          ) : null}
          {works.isError && items.length ? <QueryError error={works.error} onRetry={() => void works.fetchNextPage()} /> : null}
        </section>
      </div>
    </div>
  );
}
