/**
 * What the Video Player dialog plays for an artwork's video link: an embedded YouTube or Vimeo
 * player, or a direct video file. Embed addresses are built from an id parsed out of the link
 * and checked against a strict pattern, never from the link itself, so a crafted link cannot
 * point the frame anywhere else. The server's CSP allows frames from exactly these players.
 */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  let id: string | null = null;
  if (host === 'vimeo.com') id = url.pathname.split('/').filter(Boolean).find((part) => VIMEO_ID.test(part)) ?? null;
  else if (host === 'player.vimeo.com') id = /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return id && VIMEO_ID.test(id) ? id : null;
}

/** The playable form of a video link, or null for anything we will not play. */
export function videoSource(link: string | null | undefined, origin = 'http://localhost'): VideoSource | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim(), origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', url: url.toString() };
  return null;
}
