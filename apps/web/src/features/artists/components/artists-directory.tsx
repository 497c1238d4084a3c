import { SearchOutlined } from '@ant-design/icons';
import { ARTIST_SEARCH_MAX } from '@vernissage/core/schemas';
import { Button } from 'antd';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
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
  const artists = useArtists(q);
  const search = (text: string) => setParams(text ? { q: text } : {}, { replace: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(cleanSearch(String(new FormData(event.currentTarget).get('q') ?? '')));
  };
  const items = artists.data?.pages.flatMap((page) => page.items) ?? [];
  const total = artists.data?.pages[0]?.total ?? 0;

  return (
    <div className="artists-page">
      <header className="artists-page__header">
        <p className="eyebrow">Artists and galleries</p>
        <h1 className="artists-page__title">Artists</h1>
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

      {artists.isPending ? <PageLoader label="Loading the artists" /> : null}
      {artists.isError && !artists.data ? <QueryError error={artists.error} onRetry={() => void artists.refetch()} /> : null}
      {artists.data && items.length === 0 ? (
        <div className="artists-page__empty" role="status">
          {q ? (
            <>
              <p>No artist’s name matches “{q}”.</p>
              <Button onClick={() => search('')}>Show every artist</Button>
            </>
          ) : (
            <p>No artist has listed a work yet. Please check back soon.</p>
          )}
        </div>
      ) : null}
      {items.length ? (
        <>
          <p className="artists-page__total muted" role="status">
            {q ? `${total} ${total === 1 ? 'artist matches' : 'artists match'} “${q}”` : `${total} ${total === 1 ? 'artist' : 'artists'}`}
          </p>
          <ul className="artists-grid">
            {items.map((artist) => (
              <ArtistCard key={artist.publicId} artist={artist} />
            ))}
          </ul>
        </>
      ) : null}
      {artists.isFetchNextPageError ? <QueryError error={artists.error} onRetry={() => void artists.fetchNextPage()} /> : null}
      {artists.hasNextPage && !artists.isFetchNextPageError ? (
        <div className="artists-page__more">
          <Button size="large" loading={artists.isFetchingNextPage} onClick={() => void artists.fetchNextPage()}>
            Show more artists
          </Button>
        </div>
      ) : null}
    </div>
  );
}
