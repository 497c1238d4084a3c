import { CONTENT_PAGES } from '@vernissage/core/constants';
import { layoutForPath, type LayoutKind } from '@vernissage/core/layout';
import { snippetSchema, type SessionUser, type Snippet } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { asSent, ViewportBodies, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';

/**
 * The content pages (About Us, For Collectors, For Artists, Our Partners, the privacy policy and
 * the terms) drawn on the server from their snippet as GET /api/snippets/{name} gives it, read
 * from the content cache, which keeps it until a snippet changes (in any process). A visitor's
 * body is kept per page and viewport while the snippet is the one it was drawn from; a member's is
 * drawn from the same snippet with their cart and session, for them alone. A page whose snippet
 * nobody wrote is left to the app, which says so.
 */
export function contentPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(snippetSchema);
  const kept = new Map([...CONTENT_PAGES.keys()].map((pathname) => [pathname, new ViewportBodies()]));
  const snippetOf = async (pathname: string) => {
    const name = CONTENT_PAGES.get(pathname);
    return name ? app.content.snippet(name) : null;
  };
  const answersOf = (snippet: Snippet): PageAnswers => ({ snippet: asSent(serialize, snippet) });
  return {
    pages: [...CONTENT_PAGES.keys()],
    visitor: async (pathname: string, viewport: Viewport): Promise<string | null> => {
      const snippet = await snippetOf(pathname);
      const bodies = kept.get(pathname);
      if (!snippet || !bodies) return null;
      // The content cache's object is the same until the snippet changes: it stamps the bodies.
      return bodies.get([snippet], viewport, () => draw(pathname, viewport, answersOf(snippet)));
    },
    member: async (user: SessionUser, pathname: string, viewport: Viewport): Promise<string | null> => {
      const snippet = await snippetOf(pathname);
      return snippet && drawMember(pathname, viewport, user, Promise.resolve(answersOf(snippet)));
    },
  };
}

/** Pages that show nothing but their words (the product's name at most): drawn once per viewport and kept. */
const STATIC_PAGES = ['/data-not-found'];
/**
 * Pages drawn so for visitors only: /check-out, a visitor's cart, drawn as the empty cart. The cart
 * is kept in the tab's session storage, which the drawing reads as absent: where a visitor has one,
 * the boot script leaves the page to the app. A member there is sent to /checkout by the app.
 */
const VISITOR_STATIC_PAGES = ['/check-out'];

/**
 * /data-not-found, where a link to something that is gone ends, and a visitor's empty cart: drawn
 * on the server from no answer of their own, kept for every visitor per viewport; /data-not-found
 * for a member with their cart and session.
 */
export function staticPageDrawer(draw: DrawBody, drawMember: DrawMemberPage) {
  const kept = new Map([...STATIC_PAGES, ...VISITOR_STATIC_PAGES].map((pathname) => [pathname, new ViewportBodies()]));
  return {
    /** Drawn for visitors and members. */
    pages: STATIC_PAGES,
    /** Drawn for visitors only. */
    visitorPages: VISITOR_STATIC_PAGES,
    visitor: (pathname: string, viewport: Viewport): Promise<string | null> => kept.get(pathname)?.get([], viewport, () => draw(pathname, viewport, {})) ?? Promise.resolve(null),
    member: (user: SessionUser, pathname: string, viewport: Viewport): Promise<string | null> => drawMember(pathname, viewport, user, Promise.resolve({})),
  };
}

/** At most this many members' addresses' drawings are kept (a work's form has one per work). */
const MEMBERS_PAGES_KEPT = 64;

/**
 * What a visitor sees at a members' page (decision record 056): why it needs an account, in the
 * page's layout, drawn from no answer of their own and kept per address and viewport (the words
 * name what the page is: the gallery, the taste test, any other). A member's page is the app's.
 */
export function membersOnlyPageDrawer(draw: DrawBody) {
  const kept = new Map<string, ViewportBodies>();
  return (pathname: string, viewport: Viewport): Promise<string | null> => {
    let bodies = kept.get(pathname);
    if (!bodies) {
      if (kept.size >= MEMBERS_PAGES_KEPT) kept.clear();
      bodies = new ViewportBodies();
      kept.set(pathname, bodies);
    }
    return bodies.get([], viewport, () => draw(pathname, viewport, {}));
  };
}

/**
 * The 404 page a visitor sees at a path that is no page of the product: the same for every such
 * path but for its layout (the spec's path rule may give it either), so it is drawn once per
 * layout and viewport, at the first path that asks, and kept.
 */
export function notFoundPageDrawer(draw: DrawBody) {
  const kept = new Map<LayoutKind, ViewportBodies>([
    ['public', new ViewportBodies()],
    ['admin', new ViewportBodies()],
  ]);
  return (pathname: string, viewport: Viewport): Promise<string | null> =>
    kept.get(layoutForPath(pathname))!.get([], viewport, () => draw(pathname, viewport, {}));
}
