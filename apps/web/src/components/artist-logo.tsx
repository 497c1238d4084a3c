import type { StoredImage } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { useState } from 'react';
import './artist-logo.css';

/** Largest avatar drawn from the 120 px thumb. */
const SMALL_AVATAR = 64;
/** Largest avatar drawn from the 400 px small size, when the logo has it (sharp up to 3 device pixels a CSS pixel). */
const MEDIUM_AVATAR = 133;

/**
 * An artist's or merchant's logo in a circle, or their initials (also if the logo cannot load).
 * Decorative: the name is always written beside it. The 120 px thumb serves the small avatars of
 * lists and the artwork page, the small size (400 px) the artist page's; larger ones take the card
 * size. Plain markup in the look of Ant Design's avatar: it sits on public pages, where every
 * kilobyte counts.
 */
export function ArtistLogo({ artist, size }: { artist: { name: string; logo: StoredImage | null }; size: number }) {
  const [failed, setFailed] = useState(false);
  const sizes = artist.logo && !failed ? artist.logo.sizes : null;
  const logo = sizes ? (size <= SMALL_AVATAR ? sizes.thumb : size <= MEDIUM_AVATAR ? (sizes.small ?? sizes.card) : sizes.card) : null;
  return (
    <span className="artist-logo" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }} aria-hidden="true">
      {logo ? <img src={logo.webp} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} /> : initials(artist.name)}
    </span>
  );
}
