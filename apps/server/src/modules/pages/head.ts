import { escapeHtml } from '../../lib/html.ts';

export interface PageHead {
  title: string;
  description: string;
  robots: string;
  url: string;
  image?: string | undefined;
  imageAlt?: string | undefined;
  imageWidth?: number | undefined;
  imageHeight?: number | undefined;
  type?: 'website' | 'article' | 'product';
  siteName: string;
}

export const HEAD_MARKER = '<!--app-head-->';

/** The tags the server puts in index.html for a route, so a shared link previews well. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(head.url)}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (head.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
    if (head.imageWidth && head.imageHeight) {
      tags.push(`<meta property="og:image:width" content="${head.imageWidth}">`, `<meta property="og:image:height" content="${head.imageHeight}">`);
    }
    tags.push(`<meta name="twitter:image" content="${escapeHtml(head.image)}">`);
    if (head.imageAlt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">`);
  }
  return tags.join('\n    ');
}

export function injectHead(template: string, head: PageHead): string {
  return template.replace(HEAD_MARKER, renderHead(head));
}
