import type { z } from 'zod';
import { ARTIST_PAGE_WORKS_MAX, ARTIST_STRIP_SIZE, type ArtistPage, type ArtistProfile, type ArtistsPage, type artistsQuerySchema, type Artwork } from '@vernissage/core/schemas';
import { idFromSlug } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { listArtworks } from '../artworks/index.ts';
import { findArtistProfile, listArtists } from './repository.ts';

/** The public id an API address carries: digits only, in range; anything else names no artist. */
export function publicIdOf(text: string): number | null {
  return /^\d+$/.test(text) ? idFromSlug(text) : null;
}

/** GET /api/artists: the directory page asked for. */
export function artistsDirectory(db: Database, query: z.output<typeof artistsQuerySchema>): Promise<ArtistsPage> {
  return listArtists(db, { ...query, stripSize: ARTIST_STRIP_SIZE });
}

/** GET /api/artists/{publicId}: the profile with their listed works, newest first; null for no such artist. */
export async function artistPage(db: Database, publicId: number): Promise<ArtistPage | null> {
  const artist = await findArtistProfile(db, publicId);
  if (!artist) return null;
  return { ...artist, works: await listArtworks(db, { artistId: artist.id, offset: 0, limit: ARTIST_PAGE_WORKS_MAX }) };
}

/** What a shared link to the artist's page previews: the profile and their newest listed work. */
export async function artistPreview(db: Database, publicId: number): Promise<{ artist: ArtistProfile; newestWork: Artwork | null } | null> {
  const artist = await findArtistProfile(db, publicId);
  if (!artist) return null;
  const { items } = await listArtworks(db, { artistId: artist.id, offset: 0, limit: 1 });
  return { artist, newestWork: items[0] ?? null };
}
