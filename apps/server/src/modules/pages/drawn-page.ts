import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DRAWN_PAGE, DRAWN_PAGE_BOOT_SCRIPT } from '@vernissage/core/constants';
import type { DrawnPage, DrawnPageAnswers, Session, SessionUser } from '@vernissage/core/schemas';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../lib/html.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { siteConfig } from '../site/index.ts';
import type { DrawMemberPage } from './drawn-member-page.ts';

/**
 * Pages drawn on the server and taken over by the app (decision record 048). The web build's
 * server bundle (apps/web/src/entry-server.tsx, built into dist-ssr beside dist) draws a page
 * from the answers the API would give; the page goes out with that HTML in #root, the answers as
 * a JSON script and a small boot script instead of the app's script tags, so nothing but the
 * page's styles and pictures is fetched before it paints.
 */

export type DrawPage = (url: string, answers: DrawnPageAnswers) => Promise<DrawnPage | null>;

/** The boot script's hash, for the Content-Security-Policy (no other inline script runs). */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(DRAWN_PAGE_BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const ROOT = '<div id="root"></div>';

/**
 * index.html for a drawn page: the entry's script tag becomes the meta tag the boot script reads,
 * and the entry's module preloads go (the boot script fetches the entry after the paint). Null
 * when the template is not the one the build writes.
 */
export function drawnPageTemplate(template: string): string | null {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry?.[1] || !template.includes(ROOT)) return null;
  return template.replace(entry[0], () => `<meta name="${DRAWN_PAGE.entryMeta}" content="${entry[1]}">`).replace(MODULE_PRELOAD, '');
}

/** The drawn page's body: its HTML in #root, then its answers (JSON, never run) and the boot script. */
export function drawnBody(page: DrawnPage): string {
  // '<' escaped, so no text in an answer can close the script element.
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const absent = page.absent.length ? ` ${DRAWN_PAGE.absent}="${escapeHtml(page.absent.join(' '))}"` : '';
  return `<div id="root">${page.html}</div>\n    <script type="application/json" id="${DRAWN_PAGE.stateId}"${absent}>${state}</script>\n    <script>${DRAWN_PAGE_BOOT_SCRIPT}</script>`;
}

export function fillDrawnPage(template: string, body: string): string {
  return template.replace(ROOT, () => body);
}

interface DrawingLog {
  error: (details: object, message: string) => void;
}

/**
 * The page drawer of the web build beside `dist` (dist-ssr for dist), or null when it was not
 * built: the app then draws every page, as before. It is imported beside the server's start, not
 * before it (about 0.4 s in each process); a page asked for sooner waits for it. A page that
 * fails to draw, or every page when the drawer does not load, is null too (the app draws it),
 * never an error to the visitor; the log says why.
 */
export function pageDrawer(dist: string, log: DrawingLog): DrawPage | null {
  const file = path.join(`${dist}-ssr`, 'entry-server.js');
  if (!existsSync(file)) return null;
  const loading = importDrawer(file, log);
  return async (url, answers) => {
    const draw = await loading;
    if (!draw) return null;
    try {
      return (await draw(url, answers)) ?? null;
    } catch (error) {
      log.error({ err: error, url }, 'drawing a page on the server failed; the app draws it');
      return null;
    }
  };
}

async function importDrawer(file: string, log: DrawingLog): Promise<DrawPage | null> {
  try {
    const draw = ((await import(pathToFileURL(file).href)) as { drawPage?: unknown }).drawPage;
    if (typeof draw === 'function') return draw as DrawPage;
    log.error({ file }, 'the web build’s page drawer has no drawPage; the app draws every page');
  } catch (error) {
    log.error({ err: error, file }, 'the web build’s page drawer does not load; the app draws every page');
  }
  return null;
}

/** Whom a page is drawn for: its marquee and menus differ by the window's width. */
export type Viewport = 'phone' | 'desktop';

/** The window width a page is drawn for, per viewport (the app redraws if the window differs). */
export const VIEWPORT_WIDTH: Readonly<Record<Viewport, number>> = { phone: 412, desktop: 1280 };

/** A phone by its client hint (Sec-CH-UA-Mobile, which Chromium sends) or by its user agent. */
export function viewportOf(headers: Readonly<Record<string, string | string[] | undefined>>): Viewport {
  if (headers['sec-ch-ua-mobile'] === '?1') return 'phone';
  return /Mobi|Android|iPhone|iPod/i.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'desktop';
}

/** What a page's answers hold beyond every page's (the session, the settings) and the width. */
export type PageAnswers = Omit<DrawnPageAnswers, 'session' | 'config' | 'width'>;

/**
 * Draws the page at a path for a viewport from its own answers, as its body (or null): for a
 * visitor, or for the member whose session (as GET /api/session sends it) is given.
 */
export type DrawBody = (pathname: string, viewport: Viewport, answers: PageAnswers, session?: Session) => Promise<string | null>;

const VISITOR: Session = { user: null };

/** Pages drawn with the product's settings at a viewport's width; no one signed in unless a session is given. */
export function pageBodyDrawer(app: FastifyInstance, drawPage: DrawPage): DrawBody {
  const config = siteConfig(app.env);
  return async (pathname, viewport, answers, session = VISITOR) => {
    const page = await drawPage(new URL(pathname, app.env.PUBLIC_URL).toString(), { session, config, ...answers, width: VIEWPORT_WIDTH[viewport] });
    return page ? drawnBody(page) : null;
  };
}

/** A value as the API sends it (its route's serializer writes only what the contract names), and as the app's cache will hold it. */
export function asSent<T>(serialize: (value: unknown) => string, value: T): T {
  return JSON.parse(serialize(value)) as T;
}

/**
 * One page's drawn bodies, a body per viewport (the same for every visitor), kept while what they
 * were drawn from is the same: `stamp` names it, compared entry by entry (a catalogue version, the
 * content cache's objects), and for at most `maxAgeMs` when given. `drop` forgets them (a hold or
 * sale of a work shown).
 */
export class ViewportBodies {
  private kept: { stamp: readonly unknown[]; until: number; bodies: Map<Viewport, string> } | null = null;

  constructor(private readonly maxAgeMs = Infinity) {}

  drop(): void {
    this.kept = null;
  }

  async get(stamp: readonly unknown[], viewport: Viewport, drawBody: () => Promise<string | null>): Promise<string | null> {
    const now = Date.now();
    let kept = this.kept;
    const current = kept !== null && now <= kept.until && kept.stamp.length === stamp.length && stamp.every((part, at) => part === kept?.stamp[at]);
    if (!kept || !current) kept = this.kept = { stamp, until: now + this.maxAgeMs, bodies: new Map() };
    // These bodies, not whatever is kept once the drawing is done (a drop, a newer stamp).
    const bodies = kept.bodies;
    const hit = bodies.get(viewport);
    if (hit !== undefined) return hit;
    const body = await drawBody();
    if (body !== null) bodies.set(viewport, body);
    return body;
  }
}

/**
 * An answer the same for everyone, kept as the visitors' bodies are: for one version of the
 * catalogue and at most `keptMs`, and dropped when a work is held or sold unless it shows no
 * work's sold state (`showsSold: false`, as the artists directory's strips). A member's page drawn
 * for them alone takes it from here rather than reading it again for each visit; so may the
 * visitors'.
 */
export function keptAnswer<T>(app: FastifyInstance, keptMs: number, make: () => Promise<T>, { showsSold = true }: { showsSold?: boolean } = {}): () => Promise<T> {
  let kept: { version: number; at: number; answer: Promise<T> } | null = null;
  if (showsSold) {
    app.taste.onAvailabilityChanged(() => {
      kept = null;
    });
  }
  return () => {
    const now = Date.now();
    if (kept === null || kept.version !== app.taste.version || now - kept.at > keptMs) {
      const answer = make();
      const entry = { version: app.taste.version, at: now, answer };
      kept = entry;
      // A failed read is not kept: the next visit reads again.
      answer.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.answer;
  };
}

/** What a page at an address naming one record (a work, a maker) is drawn from. */
export interface AddressedPage {
  answers: PageAnswers;
  /** The record's right address: a link with another name is left to the app, which replaces it. */
  path: string;
  /** The works it shows: a hold or sale of one drops the page. */
  workIds: number[];
}

/**
 * A page at an address naming one record by its id (an artwork's page, a maker's): drawn from what
 * `find` answers for the id, or null when there is none or the address is not its right one. A
 * visitor's body is the same for every visitor, so it is kept per catalogue version (a change of
 * what the page shows bumps it, in every process) and viewport, at most `size` of them, and
 * dropped when one of its works is held or sold, as the API's answers are. A member's (a link
 * opened signed in, a reload) is drawn for them alone with their cart and session, never kept.
 */
export function addressedPageDrawer(app: FastifyInstance, draw: DrawBody, drawMember: DrawMemberPage, size: number, find: (id: number) => Promise<AddressedPage | null>) {
  const kept = new VersionedCache<string>(size);
  app.taste.onAvailabilityChanged((ids) => kept.dropWorks(ids));
  const atItsAddress = async (pathname: string, id: number): Promise<AddressedPage | null> => {
    const found = await find(id);
    return found && decodeURIComponent(pathname) === found.path ? found : null;
  };

  return {
    visitor: async (pathname: string, id: number, viewport: Viewport): Promise<string | null> => {
      const key = `${viewport}:${pathname}`;
      const version = app.taste.version;
      const since = kept.drops;
      const hit = kept.get(key, version);
      if (hit !== undefined) return hit;
      const found = await atItsAddress(pathname, id);
      if (!found) return null;
      const body = await draw(pathname, viewport, found.answers);
      if (body === null) return null;
      kept.set(key, version, body, found.workIds, since);
      return body;
    },
    member: async (user: SessionUser, pathname: string, id: number, viewport: Viewport): Promise<string | null> => {
      const found = await atItsAddress(pathname, id);
      return found && drawMember(pathname, viewport, user, Promise.resolve(found.answers));
    },
  };
}
