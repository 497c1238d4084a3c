import { META_DESCRIPTION_MAX } from '@vernissage/core/constants';
import { ARTICLE_KIND_LABELS, ARTICLE_KINDS, type ArticleKind } from '@vernissage/core/articles';
import type { Article } from '@vernissage/core/schemas';
import { stripTags, truncate } from '@vernissage/core/text';
import type { FastifyInstance } from 'fastify';
import { shareImage, type Head, type PageHead } from './head.ts';

const EVENT_PREFIX = '/art-event-details/';

export type ArticlePage = { kind: ArticleKind; url: string } | { kind: 'event'; url: string };

/** The article a path names: /{kind}/{url} or /art-event-details/{event_title}; null for any other path. */
export function articlePage(pathname: string): ArticlePage | null {
  if (pathname.startsWith(EVENT_PREFIX)) return { kind: 'event', url: decodeURIComponent(pathname.slice(EVENT_PREFIX.length)) };
  const match = /^\/([a-z-]+)\/([^/]+)\/?$/.exec(pathname);
  const kind = ARTICLE_KINDS.find((k) => k === match?.[1]);
  return kind && match?.[2] ? { kind, url: decodeURIComponent(match[2]) } : null;
}

/** The entry an article page shows, from the content cache (as GET /api/articles/{kind}/{url} and GET /api/art-events/{event_title} answer). */
export function articleOf(app: FastifyInstance, page: ArticlePage): Promise<Article | null> {
  return page.kind === 'event' ? app.content.event(page.url) : app.content.article(page.kind, page.url);
}

/**
 * An exhibition, blog post, education entry or news item: its title, its text as the
 * description, its cover as the picture, canonical at its own address. An education entry's own
 * meta title, description and keywords come first. One that is hidden or unknown answers 404 and
 * stays out of search engines.
 */
export async function articleHead(app: FastifyInstance, base: PageHead, page: ArticlePage): Promise<Head> {
  const { env } = app;
  const product = env.PRODUCT_NAME;
  const article = await articleOf(app, page);
  if (!article) {
    const label = page.kind === 'event' ? 'Event' : ARTICLE_KIND_LABELS[page.kind].singular;
    return { ...base, title: `${label} not found | ${product}`, robots: 'noindex, follow', status: 404 };
  }
  const description = article.metaDescription || stripTags(article.description) || article.title;
  return {
    ...base,
    type: 'article',
    // An event page is the news item again: one canonical address.
    url: new URL(article.path, env.PUBLIC_URL).toString(),
    title: article.metaTitle || `${article.title} | ${product}`,
    description: truncate(description, META_DESCRIPTION_MAX),
    keywords: article.metaKeywords ?? undefined,
    ...shareImage(article.image ?? undefined, article.title, env.PUBLIC_URL),
    data:
      page.kind === 'event'
        ? [...(base.data ?? []), `/api/art-events/${encodeURIComponent(page.url)}`]
        : [...(base.data ?? []), `/api/articles/${page.kind}/${encodeURIComponent(page.url)}`],
  };
}
