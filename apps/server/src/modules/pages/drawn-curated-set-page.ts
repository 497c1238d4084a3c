import { curatedSetSchema, type SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { serializerFor } from '../../lib/serializer.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';
import { asSent, type DrawBody, type PageAnswers, type Viewport } from './drawn-page.ts';
import type { PageReads } from './page-reads.ts';
import { SET_PREFIX } from './shared-heads.ts';

/**
 * A curated set (/artworks/{share_url}), the page a shared link lands on, drawn on the server from
 * what GET /api/shared-links/sets/{share_url} gives (decision record 051). Drawn for each visit,
 * not kept: a set shows its works' prices and sold state and may be deleted, and nothing else
 * tells a process of either; a visit costs the set's read, which the page's head shares
 * (PageReads), and the drawing. A member's is drawn with their cart and session. Null for a set that does not exist,
 * which the app sends to /data-not-found.
 */
export function curatedSetPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage) {
  const serialize = serializerFor(curatedSetSchema);
  const answersOf = async (pathname: string, reads: PageReads): Promise<PageAnswers | null> => {
    const shareUrl = decodeURIComponent(pathname.slice(SET_PREFIX.length));
    const set = await reads.curatedSet(shareUrl);
    return set && { curatedSet: { shareUrl, set: asSent(serialize, set) } };
  };
  return {
    drawable: (pathname: string): boolean => pathname.startsWith(SET_PREFIX) && pathname.length > SET_PREFIX.length,
    visitor: async (pathname: string, viewport: Viewport, reads: PageReads): Promise<string | null> => {
      const answers = await answersOf(pathname, reads);
      return answers && draw(pathname, viewport, answers);
    },
    member: async (user: SessionUser, pathname: string, viewport: Viewport, reads: PageReads): Promise<string | null> => {
      const answers = await answersOf(pathname, reads);
      return answers && drawMember(pathname, viewport, user, Promise.resolve(answers));
    },
  };
}
