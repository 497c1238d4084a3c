import { PUBLISHER_LOGO_HEIGHT } from '@vernissage/core/articles';

/** External publishers whose own logo we show (spec: known publishers at height 40). */
const KNOWN_PUBLISHERS: Record<string, { src: string; width: number }> = {
  'Chicago Arts Weekly': { src: '/publishers/chicago-arts-weekly.svg', width: 164 },
  'Lakeshore Review': { src: '/publishers/lakeshore-review.svg', width: 212 },
};

/**
 * Who published an entry: a known external publisher's logo at height 40; an entry of ours the
 * product's wordmark at height 25; an unknown publisher no logo (their name follows anyway).
 */
export function PublisherLogo({ author, external, product }: { author: string; external: boolean; product: string }) {
  const known = external ? KNOWN_PUBLISHERS[author] : undefined;
  if (known) {
    const height = PUBLISHER_LOGO_HEIGHT.known;
    return <img className="publisher-logo" src={known.src} alt="" width={known.width} height={height} style={{ height }} />;
  }
  if (external) return null;
  return (
    <span className="publisher-logo publisher-logo--own" aria-hidden="true" style={{ height: PUBLISHER_LOGO_HEIGHT.own }}>
      {product}
    </span>
  );
}
