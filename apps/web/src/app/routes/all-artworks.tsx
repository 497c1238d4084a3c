import { AllArtworksPage } from '../../features/discovery/components/all-artworks-page.tsx';

/**
 * /all-artworks and /all-artworks/{filterValues}. A light page (decision record 037): the page
 * and its filters are plain markup, part of this route's chunk, which the server's head preloads.
 */
export function AllArtworksRoute() {
  return <AllArtworksPage />;
}
