import { SNIPPET } from '@vernissage/core/constants';
import { homeSliderSchema, snippetSchema, type SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { asSent, ViewportBodies, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';

/**
 * The home page drawn on the server for a phone or a desktop (its marquee draws two rows on a
 * phone, four on a desktop): the page's body (drawn-page.ts), or null when it does not draw. The
 * headline and the marquee are read from the content cache, which keeps each until a snippet or
 * the catalogue changes (in any process). A visitor's body is kept while both are the ones it was
 * drawn from; a member's is drawn from the same two answers with their cart and session, for them
 * alone.
 */
export function homePageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serializeSnippet = serializerFor(snippetSchema);
  const serializeSlider = serializerFor(homeSliderSchema);
  const kept = new ViewportBodies();
  const read = () => Promise.all([app.content.snippet(SNIPPET.home), app.content.homeSlides()]);
  const answersOf = ([snippet, slides]: Awaited<ReturnType<typeof read>>): PageAnswers => ({
    ...(snippet ? { homeSnippet: asSent(serializeSnippet, snippet) } : {}),
    homeSlider: asSent(serializeSlider, { slides }),
  });

  return {
    visitor: async (viewport: Viewport): Promise<string | null> => {
      const parts = await read();
      return kept.get(parts, viewport, () => draw('/', viewport, answersOf(parts)));
    },
    member: (user: SessionUser, viewport: Viewport): Promise<string | null> => drawMember('/', viewport, user, read().then(answersOf)),
  };
}
