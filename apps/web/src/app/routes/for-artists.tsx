import { SNIPPET } from '@vernissage/core/constants';
import { SnippetPage } from '../../features/content/components/snippet-page.tsx';

export function ForArtistsRoute() {
  return <SnippetPage name={SNIPPET.forArtists} title="For Artists" eyebrow="Sell with us" />;
}
