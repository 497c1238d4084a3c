import { SNIPPET } from '@vernissage/core/constants';
import { homeSliderSchema, snippetSchema, type HomeSlide, type Snippet } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { siteConfig } from '../site/index.ts';
import { drawnBody, type DrawPage, type Viewport, VIEWPORT_WIDTH } from './drawn-page.ts';

/**
 * The home page as a visitor first sees it, drawn on the server for a phone or a desktop (its
 * marquee draws two rows on a phone, four on a desktop): the page's body (drawn-page.ts), or null
 * when it does not draw. The headline and the marquee are read from the content cache, which
 * keeps each until a snippet or the catalogue changes (in any process); a body is kept while
 * both are the ones it was drawn from.
 */
export function homePageDrawer(app: FastifyInstance, drawPage: DrawPage) {
  const serializeSnippet = serializerFor(snippetSchema);
  const serializeSlider = serializerFor(homeSliderSchema);
  const config = siteConfig(app.env);
  let kept: { snippet: Snippet | null; slides: HomeSlide[]; bodies: Map<Viewport, string> } | null = null;

  return async (viewport: Viewport): Promise<string | null> => {
    const [snippet, slides] = await Promise.all([app.content.snippet(SNIPPET.home), app.content.homeSlides()]);
    if (kept?.snippet !== snippet || kept.slides !== slides) kept = { snippet, slides, bodies: new Map() };
    const hit = kept.bodies.get(viewport);
    if (hit !== undefined) return hit;
    const bodies = kept.bodies;
    const page = await drawPage(new URL('/', app.env.PUBLIC_URL).toString(), {
      session: { user: null },
      config,
      // As the API sends them, and as the app's cache will hold them.
      ...(snippet ? { homeSnippet: JSON.parse(serializeSnippet(snippet)) as Snippet } : {}),
      homeSlider: JSON.parse(serializeSlider({ slides })) as { slides: HomeSlide[] },
      width: VIEWPORT_WIDTH[viewport],
    });
    if (!page) return null;
    const body = drawnBody(page);
    bodies.set(viewport, body);
    return body;
  };
}
