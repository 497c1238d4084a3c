import { useEffect } from 'react';
import { useSeoPage } from '../api/get-seo-page.ts';

function setMeta(selector: string, value: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = value;
}

/** Pages that set their own title and description (from what they show, not an SEO record). */
const OWN_HEAD_PREFIXES = ['/artwork-for-sale/'];

/**
 * Keeps the title (and the server-injected description and robots tags) right as the person
 * navigates: the server fills them for the first page only.
 */
export function useDocumentMeta(pathname: string, product: string): void {
  const own = OWN_HEAD_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const seo = useSeoPage(pathname, !own);
  const record = seo.data;
  const settled = !seo.isPending;

  useEffect(() => {
    if (own || !settled) return;
    document.title = record?.metaTitle || product;
    if (record) {
      setMeta('meta[name="description"]', record.metaDescription);
      setMeta('meta[name="robots"]', record.metaRobot);
    }
  }, [own, settled, record, product]);
}
