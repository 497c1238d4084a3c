import { SNIPPET } from '@vernissage/core/constants';
import { SnippetPage } from '../../features/content/components/snippet-page.tsx';

export function TermsRoute() {
  return <SnippetPage name={SNIPPET.terms} title="Terms and Conditions" eyebrow="Legal" />;
}
