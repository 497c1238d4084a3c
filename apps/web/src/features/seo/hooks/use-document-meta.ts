import type { Role } from '@vernissage/core/schemas';
import { useEffect } from 'react';
import { useAfterFirstView } from '../../../lib/use-after-first-view.ts';
import { useSeoPage } from '../api/get-seo-page.ts';

function setMeta(selector: string, value: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = value;
}

/** Pages that set their own title and description (from what they show, not an SEO record). */
const OWN_HEAD_PREFIXES = ['/artwork-for-sale/', '/artists/', '/exhibitions/', '/blogs/', '/education/', '/news-events/', '/art-event-details/'];

/**
 * Keeps the title (and the server-injected description and robots tags) right as the person
 * navigates: the server fills them for the first page only. The SEO record of the page names it
 * when there is one; otherwise the page's own name does ('My Ratings | Vernissage'), the same
 * the server's head gives it. The first page's head is the server's: it is checked again only once
 * that page has drawn.
 */
export function useDocumentMeta(pathname: string, product: string, role: Role | null = null): void {
  const own = OWN_HEAD_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const drawn = useAfterFirstView();
  const seo = useSeoPage(pathname, !own && drawn);
  const record = seo.data;
  const settled = !seo.isPending;

  useEffect(() => {
    if (own || !settled) return;
    let current = true;
    // The table of every page's name is fetched after the first page shows (whose head the
    // server wrote): it is no part of a first visit's download.
    void import('@vernissage/core/page-titles').then(({ documentTitle, fillProduct }) => {
      if (!current) return;
      document.title = record?.metaTitle ? fillProduct(record.metaTitle, product) : documentTitle(pathname, product, role);
      if (record) {
        setMeta('meta[name="description"]', fillProduct(record.metaDescription, product));
        setMeta('meta[name="robots"]', record.metaRobot);
      }
    });
    return () => {
      current = false;
    };
  }, [own, settled, record, product, pathname, role]);
}
