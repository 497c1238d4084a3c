import { SNIPPET } from '@vernissage/core/constants';
import { SnippetPage } from '../../features/content/components/snippet-page.tsx';

export function OurPartnersRoute() {
  return <SnippetPage name={SNIPPET.ourPartners} title="Our Partners" eyebrow="Community" />;
}
