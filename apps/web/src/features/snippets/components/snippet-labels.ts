import { SNIPPET, type SnippetName } from '@vernissage/core/constants';
import type { SnippetGroup } from '@vernissage/core/schemas';
import { paths, productSnippetPath } from '../../../config/paths.ts';

/** How the editor shows a snippet: what it is called and where a person reads it. */
interface SnippetLabel {
  label: string;
  /** Where the product shows it. */
  where: string;
  /** The page's own title, shown when the snippet has none. */
  fallbackTitle: string;
}

export const SNIPPET_LABELS: Record<SnippetName, SnippetLabel> = {
  [SNIPPET.home]: { label: 'Home headline', where: 'The home page: headline, subtitle and sub-title', fallbackTitle: 'Home' },
  [SNIPPET.notification]: { label: 'Maintenance alert', where: 'A dialog every visitor sees once per session while it is on', fallbackTitle: 'Notice' },
  [SNIPPET.welcomeCollector]: { label: 'Welcome: collector', where: 'The welcome a new collector reads after signing up', fallbackTitle: 'Welcome' },
  [SNIPPET.welcomeArtist]: { label: 'Welcome: artist', where: 'The welcome a new artist reads after signing up', fallbackTitle: 'Welcome' },
  [SNIPPET.welcomeMerchant]: { label: 'Welcome: merchant', where: 'The welcome a new gallery or studio reads after signing up', fallbackTitle: 'Welcome' },
  [SNIPPET.aboutUs]: { label: 'About Us', where: 'The About Us page', fallbackTitle: 'About Us' },
  [SNIPPET.faq]: { label: 'FAQ', where: 'The footer’s FAQ dialog', fallbackTitle: 'Frequently asked questions' },
  [SNIPPET.contact]: { label: 'Contact', where: 'The footer’s Contact dialog', fallbackTitle: 'Contact' },
  [SNIPPET.terms]: { label: 'Terms', where: 'The Terms and Conditions page', fallbackTitle: 'Terms and Conditions' },
  [SNIPPET.privacyPolicy]: { label: 'Privacy Policy', where: 'The Privacy Policy page', fallbackTitle: 'Privacy Policy' },
  [SNIPPET.ourPartners]: { label: 'Our Partners', where: 'The Our Partners page', fallbackTitle: 'Our Partners' },
  [SNIPPET.city]: { label: 'City', where: 'The note on the area the product serves', fallbackTitle: 'Chicago only, for now' },
  [SNIPPET.consultation]: { label: 'Art consultation', where: 'The Schedule Art Consultation page', fallbackTitle: 'Schedule an Art Consultation' },
  [SNIPPET.queue]: { label: 'Queue', where: 'The collector’s gallery queue', fallbackTitle: 'Your gallery' },
  [SNIPPET.earlyWork]: { label: 'Early access', where: 'The early access page', fallbackTitle: 'Early access' },
  [SNIPPET.forArtists]: { label: 'For Artists', where: 'The For Artists page', fallbackTitle: 'For Artists' },
  [SNIPPET.forCollectors]: { label: 'For Collectors', where: 'The For Collectors page', fallbackTitle: 'For Collectors' },
  [SNIPPET.packingInstructions]: { label: 'Packing instructions', where: 'The artist’s Packing Instructions dialog', fallbackTitle: 'Packing Instructions' },
  [SNIPPET.checkOut]: { label: 'Checkout', where: 'The checkout page', fallbackTitle: 'Almost yours' },
};

/** The six snippet pages, in the order their tabs show. */
export const SNIPPET_GROUP_ORDER: readonly SnippetGroup[] = ['product', 'city', 'queue', 'artist', 'collector', 'checkOut'];

export function groupLabel(group: SnippetGroup, product: string): string {
  const labels: Record<SnippetGroup, string> = { product, city: 'City', queue: 'Queue', artist: 'Artists', collector: 'Collectors', checkOut: 'Checkout' };
  return labels[group];
}

export function groupPath(group: SnippetGroup, product: string): string {
  const fixed: Record<Exclude<SnippetGroup, 'product'>, string> = {
    city: paths.citySnippet,
    queue: paths.queueSnippet,
    artist: paths.artistSnippet,
    collector: paths.collectorSnippet,
    checkOut: paths.checkOutSnippet,
  };
  return group === 'product' ? productSnippetPath(product) : fixed[group];
}
