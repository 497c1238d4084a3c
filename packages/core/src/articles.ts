/*
 * The editorial pages' names and constants, without zod: the lists and entries a visitor lands on
 * (/exhibitions, /blogs/{url}, …) are drawn without it (decision record 037). schemas/articles.ts
 * builds the API's schemas from the same constants and re-exports everything here.
 */

/**
 * The editorial pages (spec/02 §2 'News and Events list', 'Detail pages'): exhibitions, blogs,
 * education and news and events share one shape on the public side.
 */
export const ARTICLE_KINDS = ['exhibitions', 'blogs', 'education', 'news-events'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Cards per page of a public list. */
export const ARTICLES_PAGE_SIZE = 12;
/** Characters of an article's text a list card shows before 'Keep reading'. */
export const ARTICLE_EXCERPT_MAX = 220;
/** Publisher logo heights (spec: known external publishers at 40, the product's own at 25). */
export const PUBLISHER_LOGO_HEIGHT = { known: 40, own: 25 } as const;

/** What each list is called on its page and in its not-found message. */
export const ARTICLE_KIND_LABELS: Record<ArticleKind, { plural: string; singular: string }> = {
  exhibitions: { plural: 'Exhibitions', singular: 'Exhibition' },
  blogs: { plural: 'Blogs', singular: 'Blog post' },
  education: { plural: 'Education', singular: 'Education entry' },
  'news-events': { plural: 'News and Events', singular: 'News item' },
};

/** A list's title on its page: education and news carry the product's name (spec/02). */
export const articleListTitle = (kind: ArticleKind, product: string): string =>
  kind === 'education' || kind === 'news-events' ? `${product} ${ARTICLE_KIND_LABELS[kind].plural}` : ARTICLE_KIND_LABELS[kind].plural;

export const articlePath = (kind: ArticleKind, url: string): string => `/${kind}/${url}`;
/** /art-event-details/{title letters}-{id}: the spec's parameter is the news id. */
export const artEventPath = (title: string, id: number): string => {
  const letters = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `/art-event-details/${letters ? `${letters}-` : ''}${id}`;
};
