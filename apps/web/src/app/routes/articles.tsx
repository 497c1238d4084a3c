import { ARTICLE_KIND_LABELS, type ArticleKind } from '@vernissage/core/articles';
import type { Article } from '@vernissage/core/schemas';
import { useParams } from 'react-router';
import { DataNotFound } from '../../components/data-not-found.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useArtEvent } from '../../features/articles/api/get-art-event.ts';
import { useArticle } from '../../features/articles/api/get-article.ts';
import { ArticleListPage } from '../../features/articles/components/article-list-page.tsx';
import { ArticlePage } from '../../features/articles/components/article-page.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { usePageHead } from '../../lib/use-page-head.ts';

export const ExhibitionsRoute = () => <ArticleListPage kind="exhibitions" />;
export const BlogsRoute = () => <ArticleListPage kind="blogs" />;
export const EducationRoute = () => <ArticleListPage kind="education" />;
export const NewsEventsRoute = () => <ArticleListPage kind="news-events" />;

/**
 * The head an entry gives itself (the server wrote the same for a first visit): education's own
 * meta fields first; an address that names none says so, as the server's head does.
 */
function useArticleHead(article: Article | undefined, missing: string | null) {
  const { product } = useSiteConfig();
  usePageHead(
    article
      ? { title: article.metaTitle || `${article.title} | ${product}`, description: article.metaDescription || article.excerpt || article.title }
      : missing
        ? { title: `${missing} not found | ${product}`, description: `${missing} not found` }
        : null,
  );
}

function Entry({ kind, param }: { kind: ArticleKind; param: string }) {
  const params = useParams();
  const entry = useArticle(kind, params[param] ?? '');
  const label = ARTICLE_KIND_LABELS[kind];
  useArticleHead(entry.data, entry.isError && isNotFound(entry.error) ? label.singular : null);
  if (entry.isError) {
    return isNotFound(entry.error) ? (
      <DataNotFound title={`${label.singular} not found`} text={`There is no ${label.singular.toLowerCase()} at this address. It may have been taken down, or the link may be out of date.`} />
    ) : (
      <QueryError error={entry.error} onRetry={() => void entry.refetch()} />
    );
  }
  if (!entry.data) return <PageLoader label={`Loading the ${label.singular.toLowerCase()}`} />;
  return <ArticlePage article={entry.data} />;
}

export const ExhibitionRoute = () => <Entry kind="exhibitions" param="exhibitionName" />;
export const BlogRoute = () => <Entry kind="blogs" param="url" />;
export const EducationEntryRoute = () => <Entry kind="education" param="url" />;
export const NewsEventRoute = () => <Entry kind="news-events" param="url" />;

/** /art-event-details/{event_title}: the news item whose id ends the parameter, with 'Continue reading'. */
export function ArtEventRoute() {
  const { eventTitle = '' } = useParams();
  const event = useArtEvent(eventTitle);
  useArticleHead(event.data, event.isError && isNotFound(event.error) ? 'Event' : null);
  if (event.isError) {
    return isNotFound(event.error) ? (
      <DataNotFound title="Event not found" text="There is no event at this address. It may have been taken down, or the link may be out of date." />
    ) : (
      <QueryError error={event.error} onRetry={() => void event.refetch()} />
    );
  }
  if (!event.data) return <PageLoader label="Loading the event" />;
  return <ArticlePage article={event.data} event />;
}
