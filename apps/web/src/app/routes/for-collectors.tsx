import { SNIPPET } from '@vernissage/core/constants';
import { SnippetPage } from '../../features/content/components/snippet-page.tsx';

export function ForCollectorsRoute() {
  return <SnippetPage name={SNIPPET.forCollectors} title="For Collectors" eyebrow="Collect with us" />;
}
