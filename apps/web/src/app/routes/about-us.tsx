import { SNIPPET } from '@vernissage/core/constants';
import { SnippetPage } from '../../features/content/components/snippet-page.tsx';

/**
 * About Us: title and HTML from the AboutUs snippet. Unlike the spec, visiting it leaves the
 * cart count alone (DESIGN.md, "Where we deliberately differ").
 */
export function AboutUsRoute() {
  return <SnippetPage name={SNIPPET.aboutUs} title="About Us" eyebrow="Our story" />;
}
