import type { StoredImage } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { Avatar } from 'antd';
import './artist-logo.css';

/** Largest avatar drawn from the 120 px thumb. */
const SMALL_AVATAR = 64;

/**
 * An artist's or merchant's logo, or their initials (also the fallback while the logo loads or if
 * it cannot). Decorative: the name is always written beside it. The 120 px thumb serves the small
 * avatars of lists and the artwork page; larger ones take the card size.
 */
export function ArtistLogo({ artist, size }: { artist: { name: string; logo: StoredImage | null }; size: number }) {
  const logo = artist.logo ? (size <= SMALL_AVATAR ? artist.logo.sizes.thumb : artist.logo.sizes.card) : null;
  return (
    <Avatar size={size} src={logo ? logo.webp : undefined} alt="" aria-hidden className="artist-logo">
      {initials(artist.name)}
    </Avatar>
  );
}
