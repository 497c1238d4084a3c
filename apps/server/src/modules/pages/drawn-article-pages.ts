import { ARTICLE_KINDS, ARTICLES_PAGE_SIZE, type ArticleKind } from '@vernissage/core/articles';
import { articleSchema, articlesPageSchema, type SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { articleOf, articlePage } from './article-heads.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { asSent, ViewportBodies, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';

/** Entries' drawn bodies kept at most (a few tens of KB each); past it they are drawn afresh. */
const KEPT_ENTRIES = 200;

/**
 * The editorial pages drawn on the server (decision records 048 and 051): the lists (/exhibitions,
 * /blogs, /education, /news-events) as they first show, and each entry (/{kind}/{url}, and a news
 * item at /art-event-details/{event_title}), from what their API routes answer, read from the
 * content cache (app.content), which keeps each answer until an entry or event is written, in any
 * process. A visitor's body is kept per page and viewport while the answer is the one it was drawn
 * from (the cache gives the same object until then); a member's is drawn from the same answer with
 * their cart and session, for them alone. A later page of a list (`?page=2`), an entry that is not
 * public and an address that names none are left to the app, which fetches and says so.
 */
export function articlePageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serializeList = serializerFor(articlesPageSchema);
  const serializeEntry = serializerFor(articleSchema);
  const lists = new Map<string, { kind: ArticleKind; bodies: ViewportBodies }>(ARTICLE_KINDS.map((kind) => [`/${kind}`, { kind, bodies: new ViewportBodies() }]));
  const entries = new Map<string, ViewportBodies>();
  const entryBodies = (pathname: string): ViewportBodies => {
    let bodies = entries.get(pathname);
    if (!bodies) {
      if (entries.size >= KEPT_ENTRIES) entries.clear();
      entries.set(pathname, (bodies = new ViewportBodies()));
    }
    return bodies;
  };

  /** What a page at `pathname` is drawn from, the cache's answer that stamps its bodies, and where they are kept; null when it is not drawn. */
  const sourceOf = async (pathname: string, query: string): Promise<{ stamp: object; answers: PageAnswers; bodies: () => ViewportBodies } | null> => {
    const list = lists.get(pathname);
    if (list) {
      if (query) return null;
      const page = await app.content.articles(list.kind, 0, ARTICLES_PAGE_SIZE);
      return { stamp: page, answers: { articles: { kind: list.kind, page: asSent(serializeList, page) } }, bodies: () => list.bodies };
    }
    const named = articlePage(pathname);
    const entry = named && (await articleOf(app, named));
    if (!named || !entry) return null;
    return { stamp: entry, answers: { article: { kind: named.kind, url: named.url, entry: asSent(serializeEntry, entry) } }, bodies: () => entryBodies(pathname) };
  };

  return {
    /** Whether a path may be one of these pages (a list, or an entry's address). */
    drawable: (pathname: string): boolean => lists.has(pathname) || articlePage(pathname) !== null,
    visitor: async (pathname: string, query: string, viewport: Viewport): Promise<string | null> => {
      const source = await sourceOf(pathname, query);
      return source && source.bodies().get([source.stamp], viewport, () => draw(pathname, viewport, source.answers));
    },
    member: async (user: SessionUser, pathname: string, query: string, viewport: Viewport): Promise<string | null> => {
      const source = await sourceOf(pathname, query);
      return source && drawMember(pathname, viewport, user, Promise.resolve(source.answers));
    },
  };
}
