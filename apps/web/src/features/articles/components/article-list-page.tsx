import { ARTICLE_KIND_LABELS, ARTICLES_PAGE_SIZE, articleListTitle, type ArticleKind } from '@vernissage/core/articles';
import type { ArticleSummary } from '@vernissage/core/schemas';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useArticles } from '../api/get-articles.ts';
import { ArticleImage } from './article-image.tsx';
import { PublisherLogo } from './publisher-logo.tsx';
import './articles.css';

/** The cards' picture: beside the text on a wide screen, across the card on a phone. */
const CARD_SIZES = '(max-width: 720px) 90vw, 360px';

/** What each list says under its title. */
const INTRO: Record<ArticleKind, (product: string) => string> = {
  exhibitions: () => 'Online exhibitions of new work from Chicago-area artists.',
  blogs: () => 'Studio visits, collecting advice and stories from the Chicago art scene.',
  education: (product) => `${product} Education: short guides to mediums, framing, caring for art and building a collection.`,
  'news-events': (product) => `${product} News and Events: openings, talks, fairs and news from us and our artists.`,
};

/**
 * /exhibitions, /blogs, /education, /news-events (spec/02 'News and Events list'): a spinner,
 * then the entries newest first, each with its publisher's logo and author, date, title in
 * capitals, the start of its text and 'Keep reading'; an entry published elsewhere opens the
 * publisher's page in a new tab. Paged by ?page=.
 */
export function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const { product } = useSiteConfig();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useArticles(kind, (page - 1) * ARTICLES_PAGE_SIZE, ARTICLES_PAGE_SIZE);
  const label = ARTICLE_KIND_LABELS[kind].plural;
  const title = articleListTitle(kind, product);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ARTICLES_PAGE_SIZE)) : 1;

  return (
    <section className="articles" aria-labelledby="articles-title">
      <header className="articles__head">
        <h1 id="articles-title" className="display-title">
          {title}
        </h1>
        <p className="articles__intro muted">{INTRO[kind](product)}</p>
      </header>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <PageLoader label={`Loading ${label.toLowerCase()}`} />
      ) : list.data.items.length === 0 ? (
        <p className="articles__empty muted">Nothing here yet. Please come back soon.</p>
      ) : (
        <>
          <ul className="articles__list" aria-busy={list.isPlaceholderData}>
            {list.data.items.map((item, index) => (
              <ArticleCard key={item.id} item={item} product={product} eager={index < 2} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="articles__pager" aria-label={`${label} pages`}>
              {page > 1 ? (
                <Link className="text-link" to={page === 2 ? '?' : `?page=${page - 1}`}>
                  Newer
                </Link>
              ) : (
                <span />
              )}
              <span className="muted">
                Page {Math.min(page, pages)} of {pages}
              </span>
              {page < pages ? (
                <Link className="text-link" to={`?page=${page + 1}`}>
                  Older
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function ArticleCard({ item, product, eager }: { item: ArticleSummary; product: string; eager: boolean }) {
  const external = item.externalUrl;
  const titleId = `article-${item.kind}-${item.id}`;
  const target = external ? (
    <a className="articles__keep-reading text-link" href={external} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
      Keep reading<span className="visually-hidden"> at {item.author} (opens in a new tab)</span>
    </a>
  ) : (
    <Link className="articles__keep-reading text-link" to={item.path} aria-describedby={titleId}>
      Keep reading
    </Link>
  );
  return (
    <li className="article-card">
      <div className="article-card__picture">
        <ArticleImage image={item.image} product={product} sizes={CARD_SIZES} eager={eager} />
      </div>
      <div className="article-card__text">
        <p className="article-card__by">
          <PublisherLogo author={item.author} external={Boolean(external)} product={product} />
          <span className="article-card__author">{item.author}</span>
        </p>
        <p className="article-card__date muted">{item.dateLabel}</p>
        {item.eventDateLabel ? <p className="article-card__when">When: {item.eventDateLabel}</p> : null}
        <h2 id={titleId} className="article-card__title">
          {external ? (
            <a href={external} target="_blank" rel="noopener noreferrer">
              {item.title}
            </a>
          ) : (
            <Link to={item.path}>{item.title}</Link>
          )}
        </h2>
        <p className="article-card__excerpt">{item.excerpt}</p>
        {target}
      </div>
    </li>
  );
}
