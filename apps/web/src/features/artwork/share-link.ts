import { artworkPath } from '@vernissage/core/text';

/** The share link of a work: {share host}/artwork-for-sale/{title letters}-{id} (spec/01 §2). */
export function shareLink(shareHost: string, title: string, id: number): string {
  const host = (shareHost || window.location.origin).replace(/\/+$/, '');
  return `${host}${artworkPath(title, id)}`;
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
