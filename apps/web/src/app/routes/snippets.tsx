import type { SnippetGroup } from '@vernissage/core/schemas';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the editor's code.
const SnippetEditorPage = lazy(() => import('../../features/snippets/components/snippet-editor-page.tsx').then((m) => ({ default: m.SnippetEditorPage })));

function SnippetsRoute({ group }: { group: SnippetGroup }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SnippetEditorPage group={group} />
    </Suspense>
  );
}

/** /{product}-snippet (admin only, see route-table; another product name is matched in UnmatchedRoute). */
export function ProductSnippetRoute() {
  return <SnippetsRoute group="product" />;
}
/** /city-snippet (admin only). */
export function CitySnippetRoute() {
  return <SnippetsRoute group="city" />;
}
/** /queue-snippet (admin only). */
export function QueueSnippetRoute() {
  return <SnippetsRoute group="queue" />;
}
/** /artist-snippet (admin only). */
export function ArtistSnippetRoute() {
  return <SnippetsRoute group="artist" />;
}
/** /collector-snippet (admin only). */
export function CollectorSnippetRoute() {
  return <SnippetsRoute group="collector" />;
}
/** /checkOut-snippet (admin only). */
export function CheckOutSnippetRoute() {
  return <SnippetsRoute group="checkOut" />;
}
