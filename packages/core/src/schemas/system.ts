import { z } from 'zod';
import type { ArticleKind } from '../articles.ts';
import type { Article, ArticlesPage } from './articles.ts';
import type { ArtworkDetail } from './artworks.ts';
import type { EarlyAccessStatusInfo } from './early-access.ts';
import type { CuratedSet } from './shared-links.ts';
import type { InviteCheckResult } from './invites.ts';
import type { UnsubscribeInfo } from './settings.ts';
import type { ArtistPage, ArtistsPage } from './artists.ts';
import type { Cart } from './commerce.ts';
import type { HomeSlider, Snippet } from './content.ts';
import type { BrowseResult } from './discovery.ts';
import type { SentCrowdGallery, SentQueue } from './taste.ts';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    ok: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const ROLES = ['collector', 'artist', 'merchant', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in person as the web app needs it for menus and guards. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  logo: z.string().nullable(),
  tasteTestStatus: z.number().int().nullable(),
  inviteCount: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const sessionSchema = z.object({ user: sessionUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/** Public settings the web app reads at start: the product name and the support contacts. */
export const siteConfigSchema = z.object({
  product: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  consultationUrl: z.string(),
  shareHost: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * The API answers a page drawn on the server is drawn from (decision record 048), as the API
 * gives them: the server passes them to the web build's drawer, which fills the app's cache.
 */
export interface DrawnPageAnswers {
  session: Session;
  config: SiteConfig;
  /** An artwork page's work (GET /api/artworks/{id}). */
  artwork?: ArtworkDetail;
  /** The home page's headline (GET /api/snippets/Home; absent when nobody wrote it) and marquee. */
  homeSnippet?: Snippet;
  homeSlider?: HomeSlider;
  /** A content page's text (GET /api/snippets/{name}): About Us, For Collectors and the others of CONTENT_PAGES. */
  snippet?: Snippet;
  /** A member's gallery: their queue with no filter (GET /api/taste/queue) and their cart (GET /api/cart, the top bar's count). */
  queue?: SentQueue;
  cart?: Cart;
  /** All Artworks' first page of works with no selection (GET /api/artworks/browse). */
  browse?: BrowseResult;
  /** The visitors' gallery with no filter (GET /api/taste/crowd). */
  crowd?: SentCrowdGallery;
  /** An artist's page (GET /api/artists/{id}), and the directory's first page with no search (GET /api/artists). */
  artist?: ArtistPage;
  artists?: ArtistsPage;
  /** An editorial list's first page (GET /api/articles/{kind}, the list's page size). */
  articles?: { kind: ArticleKind; page: ArticlesPage };
  /**
   * An editorial entry (GET /api/articles/{kind}/{url}), or the news item an /art-event-details/
   * address names (kind 'event', GET /api/art-events/{event_title}), with the address's parameter.
   */
  article?: { kind: ArticleKind | 'event'; url: string; entry: Article };
  /** A curated set (GET /api/shared-links/sets/{share_url}), with the address's share_url. */
  curatedSet?: { shareUrl: string; set: CuratedSet };
  /** Whether a reset link can still be used (GET /api/accounts/password/reset), with the link's token. */
  resetToken?: { token: string; check: { valid: boolean } };
  /** Whether a change-role link can still be used (POST /api/invites/check), with the token its address gives. */
  inviteCheck?: { token: string; check: InviteCheckResult };
  /** What an unsubscribe link would turn off (GET /api/settings/unsubscribe), with the link's token. */
  unsubscribe?: { token: string; info: UnsubscribeInfo };
  /** /early-access for a browser that has not given the passcode (GET /api/early-access). */
  earlyAccessStatus?: EarlyAccessStatusInfo;
  /** The window width the page is drawn for: a phone's or a desktop's, as the request tells. */
  width: number;
}

/**
 * A page the web build's drawer drew (apps/web/src/entry-server.tsx) for the server to send: the
 * HTML inside #root, the state the app takes it over from (its query cache, the width), and the
 * browser-storage keys (`session:key`, `local:key`) the drawing read as absent: where the browser
 * holds one, the page would draw otherwise there (a gallery's stored place or filter), so the boot
 * script sets the drawing aside and the app draws the page.
 */
export interface DrawnPage<State = unknown> {
  html: string;
  state: State;
  absent: string[];
}
