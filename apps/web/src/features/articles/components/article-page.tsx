import { ArrowLeftOutlined, LinkOutlined } from '@ant-design/icons';
import { ARTICLE_KIND_LABELS } from '@vernissage/core/articles';
import type { Article } from '@vernissage/core/schemas';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { sharedAddress, useCopyLink } from '../../../lib/share-artwork.ts';
import { ArticleImage } from './article-image.tsx';
import { PublisherLogo } from './publisher-logo.tsx';
import './articles.css';

const HERO_SIZES = '(max-width: 900px) 92vw, 860px';

interface ArticlePageProps {
  article: Article;
  /** /art-event-details: the news item with 'Continue reading' to its own page (or its publisher's). */
  event?: boolean;
}

/**
 * An exhibition, blog post, education entry or news item (spec/02 'Detail pages'): title, date,
 * a copy-link icon, its cover (the product's name when it has none), the body, and 'Go back'.
 * Drawn without Ant Design, so the server can draw it and a first visit loads none (decision
 * records 037 and 048).
 */
export function ArticlePage({ article, event = false }: ArticlePageProps) {
  const { product, shareHost } = useSiteConfig();
  const copyLink = useCopyLink();
  const navigate = useNavigate();
  const list = `/${article.kind}`;
  // Back where the person came from; a page opened from a link goes to its list.
  const goBack = () => {
    if (window.history.state && typeof window.history.state === 'object' && 'idx' in window.history.state && Number(window.history.state.idx) > 0) void navigate(-1);
    else void navigate(list);
  };

  return (
    <article className="article-page" aria-labelledby="article-title">
      <Button className="article-page__back" icon={<ArrowLeftOutlined />} onClick={goBack}>
        Go back
      </Button>
      <p className="eyebrow">
        <Link to={list}>{ARTICLE_KIND_LABELS[article.kind].plural}</Link>
      </p>
      <header className="article-page__head">
        <h1 id="article-title" className="display-title article-page__title">
          {article.title}
        </h1>
        <Button className="article-page__copy" size="large" icon={<LinkOutlined />} aria-label="Copy the link to this page" title="Copy the link to this page" onClick={() => void copyLink(sharedAddress(shareHost, article.path), 'this page')} />
      </header>
      <p className="article-page__by">
        <PublisherLogo author={article.author} external={Boolean(article.externalUrl)} product={product} />
        <span>{article.author}</span>
        <span className="muted article-page__date">{article.dateLabel}</span>
      </p>
      {article.eventDateLabel || article.eventLink ? (
        <p className="article-page__when">
          {article.eventDateLabel ? <span>When: {article.eventDateLabel}</span> : null}
          {article.eventLink ? (
            <a className="text-link" href={article.eventLink} target="_blank" rel="noopener noreferrer nofollow ugc">
              Read more or book<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      ) : null}
      <div className="article-page__picture">
        <ArticleImage image={article.image} product={product} sizes={HERO_SIZES} eager />
      </div>
      <div className="rich-text article-page__body" dangerouslySetInnerHTML={{ __html: article.description }} />
      {article.externalUrl ? (
        <p>
          <a className="text-link" href={article.externalUrl} target="_blank" rel="noopener noreferrer">
            {event ? 'Continue reading' : 'Read it'} at {article.author}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : event ? (
        <p>
          <Link className="text-link" to={article.path}>
            Continue reading
          </Link>
        </p>
      ) : null}
    </article>
  );
}
