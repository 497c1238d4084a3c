import { fillHtmlPlaceholders } from '../lib/placeholders.ts';
import { useSiteConfig } from '../lib/api/get-site-config.ts';

interface SnippetHtmlProps {
  /** Sanitised by the server when the snippet was stored. */
  html: string;
  className?: string;
}

/** Snippet HTML with {product}, {email} and {phone} filled in, set in the reading typography. */
export function SnippetHtml({ html, className }: SnippetHtmlProps) {
  const config = useSiteConfig();
  return (
    <div
      className={className ? `prose ${className}` : 'prose'}
      // The server sanitises every HTML field before storing it (DESIGN.md).
      dangerouslySetInnerHTML={{ __html: fillHtmlPlaceholders(html, config) }}
    />
  );
}
