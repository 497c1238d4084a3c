import { TASTE_MESSAGES, type GalleryWork } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import { App } from 'antd';
import { useSiteConfig } from '../../../../lib/api/get-site-config.ts';

/** The share link of a work: {share host}/artwork-for-sale/{title letters}-{id}. */
export function shareLink(shareHost: string, work: Pick<GalleryWork, 'id' | 'title'>): string {
  const host = (shareHost || window.location.origin).replace(/\/+$/, '');
  return `${host}${artworkPath(work.title, work.id)}`;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (older browsers, insecure pages): copy through a hidden field.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/** Copies a work's share link and confirms it ('Link copied to clipboard…'). */
export function useShare(): (work: Pick<GalleryWork, 'id' | 'title'>) => Promise<void> {
  const { shareHost } = useSiteConfig();
  const { message } = App.useApp();
  return async (work) => {
    const link = shareLink(shareHost, work);
    if (await copy(link)) void message.success(TASTE_MESSAGES.shareCopied);
    else void message.info(`Copy this link to share the artwork: ${link}`, 8);
  };
}
