import { TASTE_MESSAGES } from '@vernissage/core/messages';
import { artworkPath } from '@vernissage/core/text';
import { useSiteConfig } from './api/get-site-config.ts';
import { useNotice } from './notice.tsx';

/** A page's address to share: on the share host when one is set, else on this site. */
export function sharedAddress(shareHost: string, path: string): string {
  return `${(shareHost || window.location.origin).replace(/\/+$/, '')}${path}`;
}

/** The share link of a work: {share host}/artwork-for-sale/{title letters}-{id} (spec/01 §2). */
export function shareLink(shareHost: string, work: { id: number; title: string }): string {
  return sharedAddress(shareHost, artworkPath(work.title, work.id));
}

/** Copies text, with the old selection trick where the Clipboard API is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a link and confirms it, or shows the link when copying is refused; `what` names what it shares. */
export function useCopyLink(): (link: string, what: string) => Promise<void> {
  const message = useNotice();
  return async (link, what) => {
    if (await copyText(link)) message.success(TASTE_MESSAGES.shareCopied);
    else message.info(`Copy this link to share ${what}: ${link}`, { duration: 8 });
  };
}

/** Share: copies a work's link and confirms it, or shows the link when copying is refused. */
export function useShareArtwork(): (work: { id: number; title: string }) => Promise<void> {
  const { shareHost } = useSiteConfig();
  const copyLink = useCopyLink();
  return (work) => copyLink(shareLink(shareHost, work), 'the artwork');
}
