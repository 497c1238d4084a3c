import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Article, ArticleKind, ArticlesPage, HomeSlide, SeoPage, Snippet } from '@vernissage/core/schemas';
import type { Database } from '../../db/client.ts';
import { articlesPage, publishedArticle, publishedEvent } from '../articles/index.ts';
import { KeptValue } from '../../lib/kept-value.ts';
import type { ChangeFeed } from '../../plugins/change-feed.ts';
import { findSeoForPath, findSnippet, listHomeSlides } from './repository.ts';

/** Addresses and names kept at most: the public reads take any name or path a caller sends. */
const MAX_KEYS = 500;

/**
 * The public content reads from memory (decision record 028's addendum): a snippet by name, the
 * SEO record of a path, the home marquee's works, and the editorial pages' lists and entries
 * (exhibitions, blogs, education, news and events; decision record 051). Every page reads the
 * first two and the home page the third, and each was a query. A write of a snippet, an SEO record,
 * an editorial entry or an event through this process drops them here and
 * tells the other processes (`content` on the change feed), which drop theirs; the marquee is also
 * kept for one version of the catalogue, since it shows the works' titles, pictures and artists.
 * A read is kept as its promise from the moment it starts, so one that a write overtakes is
 * dropped with the rest and never kept; a read that fails is not kept.
 */
export class ContentCache {
  private snippets = new Map<string, Promise<Snippet | null>>();
  private seoPages = new Map<string, Promise<SeoPage | null>>();
  private articlePages = new Map<string, Promise<ArticlesPage>>();
  private articleEntries = new Map<string, Promise<Article | null>>();
  private readonly slides: KeptValue<HomeSlide[]>;

  constructor(
    private readonly db: Database,
    private readonly catalogue: { readonly version: number },
    private readonly feed: ChangeFeed,
    private readonly product: string,
  ) {
    this.slides = new KeptValue(() => listHomeSlides(this.db));
    feed.subscribe((change) => {
      if (change.kind === 'content' || change.kind === 'catalogue') this.drop();
    });
  }

  snippet(name: string): Promise<Snippet | null> {
    return this.kept(this.snippets, name, () => findSnippet(this.db, name));
  }

  seo(pathname: string): Promise<SeoPage | null> {
    return this.kept(this.seoPages, pathname, () => findSeoForPath(this.db, pathname));
  }

  homeSlides(): Promise<HomeSlide[]> {
    return this.slides.get(this.catalogue.version);
  }

  /** A page of a kind's public entries, newest first (GET /api/articles/{kind}). */
  articles(kind: ArticleKind, offset: number, limit: number): Promise<ArticlesPage> {
    return this.kept(this.articlePages, `${kind}?${offset},${limit}`, () => articlesPage(this.db, kind, offset, limit, this.product));
  }

  /** A public entry by its page address, or null (GET /api/articles/{kind}/{url}). */
  article(kind: ArticleKind, url: string): Promise<Article | null> {
    return this.kept(this.articleEntries, `${kind}/${url}`, () => publishedArticle(this.db, kind, url, this.product));
  }

  /** The public news item an /art-event-details/ address names, or null (GET /api/art-events/{event_title}). */
  event(eventTitle: string): Promise<Article | null> {
    return this.kept(this.articleEntries, `event:${eventTitle}`, () => publishedEvent(this.db, eventTitle, this.product));
  }

  /**
   * After a write of a snippet, an SEO record, an editorial entry or an event here: dropped here,
   * and the others told. The write answers once the notice is out, so the next read on any
   * process sees it.
   */
  changed(): Promise<void> {
    this.drop();
    return this.feed.announce({ kind: 'content' });
  }

  private drop(): void {
    this.snippets = new Map();
    this.seoPages = new Map();
    this.articlePages = new Map();
    this.articleEntries = new Map();
    this.slides.clear();
  }

  private kept<T>(map: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
    const known = map.get(key);
    if (known) return known;
    if (map.size >= MAX_KEYS) map.clear();
    const value = read();
    map.set(key, value);
    value.catch(() => {
      if (map.get(key) === value) map.delete(key);
    });
    return value;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentCache;
  }
}

/** app.content: the public content reads, kept in memory until a write changes them. */
export const contentCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('content', new ContentCache(app.db, app.taste, app.changes, app.env.PRODUCT_NAME));
  },
  { name: 'content-cache', dependencies: ['change-feed', 'taste'] },
);
