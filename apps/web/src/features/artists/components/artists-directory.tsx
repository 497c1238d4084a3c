import { SearchOutlined } from '@ant-design/icons';
import { ARTIST_SEARCH_MAX, ARTISTS_PAGE_SIZE_DEFAULT } from '@vernissage/core/constants';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useArtists } from '../api/get-artists.ts';
import { ArtistCard } from './artist-card.tsx';
import './artists.css';

/** What the search box sends: control characters (a pasted tab) as spaces, trimmed, at most the longest search. */
// eslint-disable-next-line no-control-regex -- the server refuses control characters; they become spaces here
const cleanSearch = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, ARTIST_SEARCH_MAX);

/**
 * /artists: every artist and merchant with listed works, most works first, searchable by name.
 * The search lives in the address (?q=), so a reload or a shared link shows the same list.
 */
export function ArtistsDirectory() {
  const [params, setParams] = useSearchParams();
  const q = cleanSearch(params.get('q') ?? '');
  const search = (text: string) => setParams(text ? { q: text } : {}, { replace: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(cleanSearch(String(new FormData(event.currentTarget).get('q') ?? '')));
  };

  return (
    <div className="artists-page">
      <header className="artists-page__header">
        <p className="eyebrow">Artists and galleries</p>
        <h1 className="display-title">Artists</h1>
        <p className="artists-page__lede">The painters, printmakers and studios whose original work you can buy here, with a look at what each has listed.</p>
        <form className="artists-search" role="search" aria-label="Artists" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor="artists-search">
            Search artists by name
          </label>
          <input
            key={q}
            id="artists-search"
            className="artists-search__input"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={ARTIST_SEARCH_MAX}
            placeholder="Search artists by name"
            autoComplete="off"
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden="true" />}>
            Search
          </Button>
        </form>
      </header>
      {/* A new search starts again from its first page. */}
      <ArtistsResults key={q} q={q} onClear={() => search('')} />
    </div>
  );
}

/** The artists matching `q`, a page at a time: Show more adds the next page below. */
function ArtistsResults({ q, onClear }: { q: string; onClear: () => void }) {
  const [pages, setPages] = useState(1);
  const first = useArtists(q, 0);
  // The page Show more asked for last: its loading and failure are shown at the bottom.
  const last = useArtists(q, (pages - 1) * ARTISTS_PAGE_SIZE_DEFAULT);

  if (first.isPending) return <PageLoader label="Loading the artists" />;
  if (first.isError) return <QueryError error={first.error} onRetry={() => void first.refetch()} />;
  const { total } = first.data;
  if (total === 0) {
    return (
      <div className="artists-page__empty" role="status">
        {q ? (
          <>
            <p>No artist’s name matches “{q}”.</p>
            <Button onClick={onClear}>Show every artist</Button>
          </>
        ) : (
          <p>No artist has listed a work yet. Please check back soon.</p>
        )}
      </div>
    );
  }

  const more = last.isSuccess && pages * ARTISTS_PAGE_SIZE_DEFAULT < total;
  return (
    <>
      <p className="artists-page__total muted" role="status">
        {q ? `${total} ${total === 1 ? 'artist matches' : 'artists match'} “${q}”` : `${total} ${total === 1 ? 'artist' : 'artists'}`}
      </p>
      <ul className="artists-grid">
        {Array.from({ length: pages }, (_, page) => (
          <ArtistsPageCards key={page} q={q} offset={page * ARTISTS_PAGE_SIZE_DEFAULT} />
        ))}
      </ul>
      {last.isError ? <QueryError error={last.error} onRetry={() => void last.refetch()} /> : null}
      {more || last.isPending ? (
        <div className="artists-page__more">
          <Button size="large" loading={last.isPending} onClick={() => setPages(pages + 1)}>
            Show more artists
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** The cards of one page of the directory, once it has come. */
function ArtistsPageCards({ q, offset }: { q: string; offset: number }) {
  const page = useArtists(q, offset);
  return page.data?.items.map((artist) => <ArtistCard key={artist.publicId} artist={artist} />) ?? null;
}
