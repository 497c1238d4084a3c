import { servedOverHttps } from './env.ts';

/**
 * The Content-Security-Policy every page gets: our own scripts only (and the inline scripts named
 * by `scriptHashes`: a drawn page's boot script), inline styles for the
 * component library's CSS-in-JS, images from ourselves, video embeds from the two players the
 * artwork page supports.
 */
export function contentSecurityPolicy(publicUrl: string, scriptHashes: readonly string[] = []): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: servedOverHttps(publicUrl) ? [] : null,
  };
}
