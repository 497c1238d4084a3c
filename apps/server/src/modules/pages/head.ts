import type { StoredImage } from '@vernissage/core/schemas';
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
  type?: 'website' | 'article' | 'product' | 'profile';
  siteName: string;
  /** Meta keywords, where a page has its own (education entries). */
  keywords?: string | undefined;
  /** The page's largest pictures: fetched at once, with high priority, so they paint early. */
  images?: ImagePreload[] | undefined;
  /** API answers the page reads first, fetched while its code downloads. */
  data?: string[] | undefined;
  /** The page's own code and styles, beyond the entry's (see assets.ts). */
  scripts?: string[] | undefined;
  styles?: string[] | undefined;
}

/** A picture as the page draws it: the same URL, or the same srcset and sizes, or it is fetched twice. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
}

/** Open Graph's picture: the large JPEG (every crawler reads it), at its absolute address. */
export function shareImage(image: StoredImage | undefined, alt: string, publicUrl: string): Pick<PageHead, 'image' | 'imageWidth' | 'imageHeight' | 'imageAlt'> {
  if (!image) return {};
  const { jpeg, width, height } = image.sizes.large;
  return { image: new URL(jpeg, publicUrl).toString(), imageWidth: width, imageHeight: height, imageAlt: alt };
}
/** A page's head, and 404 when what the path names does not exist (the app shows its page). */
export type Head = PageHead & { status?: 404 };

export const HEAD_MARKER = '<!--app-head-->';

/** The tags the server puts in index.html for a route, so a shared link previews well. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${escapeHtml(head.robots)}">`,
    ...(head.keywords ? [`<meta name="keywords" content="${escapeHtml(head.keywords)}">`] : []),
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
  for (const href of head.styles ?? []) tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
  for (const href of head.scripts ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  for (const image of head.images ?? []) {
    const attributes = [
      `href="${escapeHtml(image.href)}"`,
      image.srcset ? `imagesrcset="${escapeHtml(image.srcset)}"` : '',
      image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
      image.type ? `type="${escapeHtml(image.type)}"` : '',
    ].filter(Boolean);
    tags.push(`<link rel="preload" as="image" ${attributes.join(' ')} fetchpriority="high">`);
  }
  // crossorigin="anonymous" is what fetch() sends by default (same-origin credentials), so the
  // page's own request is answered by this one.
  for (const href of head.data ?? []) tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`);
  return tags.join('\n    ');
}

/** index.html with a head's tags (renderHead) in it. */
export function withHeadTags(template: string, tags: string): string {
  // A function, not a string: a `$&` or `$'` in a title or description stays as written.
  return template.replace(HEAD_MARKER, () => tags);
}
