import type { ArtistProfile } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { Avatar } from 'antd';

/**
 * The artist's logo, or their initials (also the fallback while the logo loads or if it cannot).
 * Decorative: the artist's name is always written beside it.
 */
export function ArtistLogo({ artist, size }: { artist: Pick<ArtistProfile, 'name' | 'logo'>; size: number }) {
  const logo = artist.logo?.sizes.thumb;
  return (
    <Avatar size={size} src={logo ? logo.webp : undefined} alt="" aria-hidden className="artist-logo">
      {initials(artist.name)}
    </Avatar>
  );
}
