import { useEffect } from 'react';
import { useSeoPage } from '../api/get-seo-page.ts';

function setMeta(selector: string, value: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = value;
}

/**
 * Keeps the title (and the server-injected description and robots tags) right as the person
 * navigates: the server fills them for the first page only.
 */
export function useDocumentMeta(pathname: string, product: string): void {
  const seo = useSeoPage(pathname);
  const record = seo.data;
  const settled = !seo.isPending;

  useEffect(() => {
    if (!settled) return;
    document.title = record?.metaTitle || product;
    if (record) {
      setMeta('meta[name="description"]', record.metaDescription);
      setMeta('meta[name="robots"]', record.metaRobot);
    }
  }, [settled, record, product]);
}
