import { META_DESCRIPTION_MAX } from '@vernissage/core/constants';
import { truncate } from '@vernissage/core/text';
import { useEffect } from 'react';

/**
 * Title and meta description of a page that names itself from what it shows (an artwork, an
 * artist): the server wrote them for the first load; this keeps them right as people move
 * between such pages. Nothing changes until `head` is known.
 */
export function usePageHead(head: { title: string; description: string } | null): void {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = truncate(description, META_DESCRIPTION_MAX);
  }, [title, description]);
}
