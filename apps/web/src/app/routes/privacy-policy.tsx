import { SNIPPET } from '@vernissage/core/constants';
import { SnippetPage } from '../../features/content/components/snippet-page.tsx';

export function PrivacyPolicyRoute() {
  return <SnippetPage name={SNIPPET.privacyPolicy} title="Privacy Policy" eyebrow="Legal" />;
}
