/**
 * The server's build of the pages a visitor lands on (decision record 048): the server draws the
 * page's HTML from the answers it would give the app, and the app takes that HTML over
 * (main.tsx) instead of drawing the page again. Built by `vite build --ssr` into dist-ssr.
 */
import { ARTICLES_PAGE_SIZE } from '@vernissage/core/articles';
import { parseBrowseSegment } from '@vernissage/core/browse';
import { isMembersPage } from '@vernissage/core/page-titles';
import { SNIPPET, type SnippetName } from '@vernissage/core/constants';
import type { DrawnPage, DrawnPageAnswers } from '@vernissage/core/schemas';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import type { DrawnPageState } from './app/take-over.tsx';
import { inAdminLayout, preloadAdminLayout } from './app/layouts/root-layout.tsx';
import { preloadMembersOnly } from './app/route-guards.tsx';
import { routes } from './app/router.tsx';
import { artEventQueryOptions } from './features/articles/api/get-art-event.ts';
import { articleQueryOptions } from './features/articles/api/get-article.ts';
import { articlesQueryOptions } from './features/articles/api/get-articles.ts';
import { resetTokenQueryOptions } from './features/accounts/api/get-reset-token.ts';
import { earlyAccessStatusQueryOptions } from './features/early-access/api/get-early-access-status.ts';
import { checkInviteQueryOptions } from './features/invites/api/check-invite.ts';
import { unsubscribeQueryOptions } from './features/settings/api/get-unsubscribe.ts';
import { artistQueryOptions } from './features/artists/api/get-artist.ts';
import { artistsQueryOptions } from './features/artists/api/get-artists.ts';
import { artworkQueryOptions } from './features/artwork/api/get-artwork.ts';
import { cartQueryOptions } from './features/cart/api/get-cart.ts';
import { browseQueryOptions } from './features/discovery/api/browse-artworks.ts';
import { selectionSegment } from './features/discovery/components/use-browse-params.ts';
import { curatedSetQueryOptions } from './features/shared-links/api/get-curated-set.ts';
import { homeSliderQueryOptions } from './features/home/api/get-home-slider.ts';
import { crowdGalleryQueryOptions } from './features/taste/api/get-crowd-gallery.ts';
import { queueQueryOptions } from './features/taste/api/get-queue.ts';
import { drawWithoutStorage } from './lib/browser-storage.ts';
import { sessionQueryOptions } from './lib/api/get-session.ts';
import { siteConfigQueryOptions } from './lib/api/get-site-config.ts';
import { snippetQueryOptions } from './lib/api/get-snippet.ts';
import { createQueryClient } from './lib/query-client.ts';
import { drawForWidth } from './lib/use-media-query.ts';

const handler = createStaticHandler(routes);

/**
 * The page at `url` (an absolute address) drawn from `answers` (the server's, as JSON gives them:
 * the app's cache holds the same); null when the route answers
 * otherwise (a redirect, an error), which the app then draws itself. A query without an answer
 * draws as loading, as it would in the browser, and the app fetches it.
 */
export async function drawPage(url: string, answers: DrawnPageAnswers): Promise<DrawnPage<DrawnPageState> | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  if (inAdminLayout(new URL(url).pathname)) await preloadAdminLayout();
  // A visitor on a members' page is told why it needs an account (decision record 056).
  if (isMembersPage(new URL(url).pathname)) await preloadMembersOnly();
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions().queryKey, answers.session);
  queryClient.setQueryData(siteConfigQueryOptions().queryKey, answers.config);
  if (answers.artwork) queryClient.setQueryData(artworkQueryOptions(answers.artwork.id).queryKey, answers.artwork);
  if (answers.homeSnippet) queryClient.setQueryData(snippetQueryOptions(SNIPPET.home).queryKey, answers.homeSnippet);
  if (answers.homeSlider) queryClient.setQueryData(homeSliderQueryOptions().queryKey, answers.homeSlider);
  if (answers.snippet) queryClient.setQueryData(snippetQueryOptions(answers.snippet.name as SnippetName).queryKey, answers.snippet);
  if (answers.queue) queryClient.setQueryData(queueQueryOptions().queryKey, answers.queue);
  if (answers.cart) queryClient.setQueryData(cartQueryOptions().queryKey, answers.cart);
  if (answers.artist) queryClient.setQueryData(artistQueryOptions(answers.artist.publicId).queryKey, answers.artist);
  if (answers.artists) queryClient.setQueryData(artistsQueryOptions('', 0).queryKey, answers.artists);
  if (answers.articles) queryClient.setQueryData(articlesQueryOptions(answers.articles.kind, 0, ARTICLES_PAGE_SIZE).queryKey, answers.articles.page);
  if (answers.article) {
    const { kind, url, entry } = answers.article;
    queryClient.setQueryData(kind === 'event' ? artEventQueryOptions(url).queryKey : articleQueryOptions(kind, url).queryKey, entry);
  }
  if (answers.curatedSet) queryClient.setQueryData(curatedSetQueryOptions(answers.curatedSet.shareUrl).queryKey, answers.curatedSet.set);
  if (answers.resetToken) queryClient.setQueryData(resetTokenQueryOptions(answers.resetToken.token).queryKey, answers.resetToken.check);
  if (answers.inviteCheck) queryClient.setQueryData(checkInviteQueryOptions(answers.inviteCheck.token).queryKey, answers.inviteCheck.check);
  if (answers.unsubscribe) queryClient.setQueryData(unsubscribeQueryOptions(answers.unsubscribe.token).queryKey, answers.unsubscribe.info);
  if (answers.earlyAccessStatus) queryClient.setQueryData(earlyAccessStatusQueryOptions().queryKey, answers.earlyAccessStatus);
  if (answers.crowd) queryClient.setQueryData(crowdGalleryQueryOptions().queryKey, answers.crowd);
  if (answers.browse) queryClient.setQueryData(browseQueryOptions(parseBrowseSegment(selectionSegment(new URL(url).pathname))).queryKey, { pages: [answers.browse], pageParams: [null] });
  const router = createStaticRouter(handler.dataRoutes, context);
  // The render is synchronous: no other page is drawn while the width is set and storage is away.
  drawForWidth(answers.width);
  const storage = drawWithoutStorage();
  let html: string;
  let absent: string[];
  try {
    html = renderToString(
      <AppRoot queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
  } finally {
    absent = storage.done();
    drawForWidth(null);
  }
  const routePath = context.matches.at(-1)?.route.path;
  return { html, state: { cache: dehydrate(queryClient), width: answers.width, ...(routePath === undefined ? {} : { routePath }) }, absent };
}
