import type { SnippetName } from '@vernissage/core/constants';
import type { ReactNode } from 'react';
import { DataNotFound } from '../../../components/data-not-found.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { SnippetHtml } from '../../../components/snippet-html.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSnippet } from '../../../lib/api/get-snippet.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import './content.css';

interface SnippetPageProps {
  name: SnippetName;
  /** Used when the snippet has no title of its own. */
  title: string;
  eyebrow?: string;
  /** Below the text (the consultation page adds its booking button). */
  children?: ReactNode;
}

/** A content page whose title and HTML come from an editable snippet. */
export function SnippetPage({ name, title, eyebrow, children }: SnippetPageProps) {
  const snippet = useSnippet(name);
  const config = useSiteConfig();

  if (snippet.isPending) return <PageLoader />;
  if (snippet.isError) {
    return isNotFound(snippet.error) ? (
      <DataNotFound title={title} text="This page has not been published yet. Please check back soon." />
    ) : (
      <div className="content-page">
        <QueryError error={snippet.error} onRetry={() => void snippet.refetch()} />
      </div>
    );
  }

  return (
    <article className="content-page">
      <header className="content-page__header">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="display-title">{snippet.data.title ? fillPlaceholders(snippet.data.title, config) : title}</h1>
      </header>
      <SnippetHtml html={snippet.data.content} className="content-page__body" />
      {children}
    </article>
  );
}
