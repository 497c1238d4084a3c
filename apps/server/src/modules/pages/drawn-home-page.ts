import { SNIPPET } from '@vernissage/core/constants';
import { homeSliderSchema, snippetSchema, type HomeSlide, type Snippet } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { asSent, type Viewport, type DrawBody } from './drawn-page.ts';

/**
 * The home page as a visitor first sees it, drawn on the server for a phone or a desktop (its
 * marquee draws two rows on a phone, four on a desktop): the page's body (drawn-page.ts), or null
 * when it does not draw. The headline and the marquee are read from the content cache, which
 * keeps each until a snippet or the catalogue changes (in any process); a body is kept while
 * both are the ones it was drawn from.
 */
export function homePageDrawer(app: FastifyInstance, draw: DrawBody) {
  const serializeSnippet = serializerFor(snippetSchema);
  const serializeSlider = serializerFor(homeSliderSchema);
  let kept: { snippet: Snippet | null; slides: HomeSlide[]; bodies: Map<Viewport, string> } | null = null;

  return async (viewport: Viewport): Promise<string | null> => {
    const [snippet, slides] = await Promise.all([app.content.snippet(SNIPPET.home), app.content.homeSlides()]);
    if (kept?.snippet !== snippet || kept.slides !== slides) kept = { snippet, slides, bodies: new Map() };
    const hit = kept.bodies.get(viewport);
    if (hit !== undefined) return hit;
    const bodies = kept.bodies;
    const body = await draw('/', viewport, {
      ...(snippet ? { homeSnippet: asSent(serializeSnippet, snippet) } : {}),
      homeSlider: asSent(serializeSlider, { slides }),
    });
    if (body === null) return null;
    bodies.set(viewport, body);
    return body;
  };
}
