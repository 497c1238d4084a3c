import type { ArtistProfile } from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import type { Ref } from 'react';
import { ArtistLogo } from '../../../components/artist-logo.tsx';

/** The artist's bio, exhibitions and education (public profile data, sanitised HTML). */
export function ArtistAbout({ artist, ref }: { artist: ArtistProfile; ref?: Ref<HTMLElement> }) {
  const parts = [
    { title: 'Exhibitions', html: artist.exhibitionHistory },
    { title: 'Education', html: artist.educationHistory },
  ].filter((part) => part.html && stripTags(part.html));

  return (
    <section ref={ref} className="artwork-section artist-about" aria-labelledby="artist-about-title" tabIndex={-1}>
      <h2 id="artist-about-title" className="artwork-section__title">
        About the artist
      </h2>
      <div className="artist-about__head">
        <ArtistLogo artist={artist} size={64} />
        <p className="artist-about__name">{artist.name}</p>
      </div>
      {artist.bio && stripTags(artist.bio) ? (
        <div className="rich-text artist-about__bio" dangerouslySetInnerHTML={{ __html: artist.bio }} />
      ) : (
        <p className="muted">{artist.name} has not written a bio yet.</p>
      )}
      {parts.length ? (
        <div className="artist-about__history">
          {parts.map((part) => (
            <div key={part.title}>
              <h3>{part.title}</h3>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: part.html! }} />
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
