import { WarningFilled } from '@ant-design/icons';
import { ARTIST_MESSAGES } from '@vernissage/core/constants';
import type { ArtistPage } from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import { Link } from 'react-router';
import { ArtistLogo } from '../../../components/artist-logo.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { WorkGrid } from '../../../components/work-grid.tsx';
import { paths } from '../../../config/paths.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { useArtist } from '../api/get-artist.ts';
import { worksCount } from './artist-card.tsx';
import './artists.css';

/** Rich text worth a section: sanitised HTML (by the server) with visible text in it. */
const hasText = (html: string | null): html is string => Boolean(html && stripTags(html));

/**
 * spec/02 §8: the artist id matches none, or the address carries none. Plain markup in the look
 * of Ant Design's warning alert: it sits on a public page, where every kilobyte counts.
 */
export function ArtistNotFound() {
  return (
    <div className="artist-page">
      <div className="artist-missing" role="alert">
        <WarningFilled className="artist-missing__icon" aria-hidden="true" />
        <div>
          <h1 className="artist-missing__title">{ARTIST_MESSAGES.notFound}</h1>
          <p className="artist-missing__text">
            This artist’s page does not exist, or is no longer public.{' '}
            <Link className="text-link" to={paths.artists}>
              Browse every artist
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/** An artist's or merchant's public page (spec/02 §2 "Artist profile"): who they are and their listed works. */
export function ArtistProfile({ publicId }: { publicId: number }) {
  const artist = useArtist(publicId);
  if (isNotFound(artist.error)) return <ArtistNotFound />;
  if (artist.isError) {
    return (
      <div className="artist-page">
        <QueryError error={artist.error} onRetry={() => void artist.refetch()} />
      </div>
    );
  }
  if (artist.isPending) return <PageLoader label="Loading the artist" />;
  return <ArtistBody artist={artist.data} />;
}

function ArtistBody({ artist }: { artist: ArtistPage }) {
  const { works } = artist;
  const history = [
    { title: 'Exhibitions', html: artist.exhibitionHistory },
    { title: 'Education', html: artist.educationHistory },
  ].filter((part): part is { title: string; html: string } => hasText(part.html));

  return (
    <article className="artist-page" aria-labelledby="artist-name">
      <header className="artist-page__header">
        <ArtistLogo artist={artist} size={112} />
        <div>
          <h1 id="artist-name" className="display-title">
            {artist.name}
          </h1>
          <p className="artist-page__count">{works.total ? `${worksCount(works.total)} listed` : 'No works listed right now'}</p>
        </div>
      </header>

      <div className="artist-page__about">
        <section aria-labelledby="artist-bio-title">
          <h2 id="artist-bio-title" className="artist-page__section-title">
            About
          </h2>
          {hasText(artist.bio) ? (
            // The server sanitises every HTML field before storing it (DESIGN.md).
            <div className="prose artist-page__bio" dangerouslySetInnerHTML={{ __html: artist.bio }} />
          ) : (
            <p className="muted">{artist.name} has not written a bio yet.</p>
          )}
        </section>
        {history.length ? (
          <div className="artist-page__history">
            {history.map((part) => (
              <section key={part.title} aria-labelledby={`artist-${part.title.toLowerCase()}-title`}>
                <h2 id={`artist-${part.title.toLowerCase()}-title`} className="artist-page__section-title artist-page__section-title--small">
                  {part.title}
                </h2>
                <div className="prose artist-page__history-text" dangerouslySetInnerHTML={{ __html: part.html }} />
              </section>
            ))}
          </div>
        ) : null}
      </div>

      <section className="artist-page__works" aria-labelledby="artist-works-title">
        <h2 id="artist-works-title" className="artist-page__section-title">
          Works by {artist.name}
        </h2>
        {works.items.length ? <WorkGrid works={works.items} /> : <p className="muted">{artist.name} has no works listed right now. Please check back soon.</p>}
        {works.total > works.items.length ? (
          <p className="muted artist-page__note">
            The {works.items.length} newest of {works.total} works.
          </p>
        ) : null}
      </section>
    </article>
  );
}
