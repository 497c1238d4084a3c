import { SNIPPET } from '@vernissage/core/constants';
import { homeSliderSchema, snippetSchema } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import { asSent, ViewportBodies, type DrawBody, type Viewport } from './drawn-page.ts';

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
  const kept = new ViewportBodies();

  return async (viewport: Viewport): Promise<string | null> => {
    const [snippet, slides] = await Promise.all([app.content.snippet(SNIPPET.home), app.content.homeSlides()]);
    return kept.get([snippet, slides], viewport, () =>
      draw('/', viewport, {
        ...(snippet ? { homeSnippet: asSent(serializeSnippet, snippet) } : {}),
        homeSlider: asSent(serializeSlider, { slides }),
      }),
    );
  };
}
