import type { ArtistProfile } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { Avatar } from 'antd';

/** The artist's logo, or their initials when they have none. */
export function ArtistLogo({ artist, size }: { artist: Pick<ArtistProfile, 'name' | 'logo'>; size: number }) {
  const logo = artist.logo?.sizes.thumb;
  return (
    <Avatar size={size} src={logo ? logo.webp : undefined} alt={logo ? `Logo of ${artist.name}` : undefined} aria-hidden={logo ? undefined : true} className="artist-logo">
      {logo ? null : initials(artist.name)}
    </Avatar>
  );
}
