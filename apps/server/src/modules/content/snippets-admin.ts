import { HOME_LINE_BREAK, SNIPPET, SNIPPET_NAMES } from '@vernissage/core/constants';
import {
  isSnippetName,
  SNIPPET_MESSAGES as M,
  SNIPPET_PREVIEW_LENGTH,
  SNIPPET_TEXT_MAX,
  type Snippet,
  type SnippetInput,
  type SnippetSummary,
} from '@vernissage/core/schemas';
import { splitHomeSnippet, stripTags, truncate } from '@vernissage/core/text';
import type { Database } from '../../db/client.ts';
import { snippets } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { findSnippet, upsertSnippet } from './repository.ts';

const refused = (message: string) => new AppError('bad_request', message, { content: message });

/**
 * Every snippet the product reads, in the order of SNIPPET, written or not: a name nobody has
 * written yet is listed without status so the admin can write it.
 */
export async function listSnippetSummaries(db: Database): Promise<SnippetSummary[]> {
  const rows = await db.select().from(snippets);
  return SNIPPET_NAMES.map((name) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) return { name, title: null, preview: '', status: null, updatedAt: null };
    const text = name === SNIPPET.home ? splitHomeSnippet(row.content).filter(Boolean).join(' · ') : stripTags(row.content);
    return { name, title: row.title, preview: truncate(text, SNIPPET_PREVIEW_LENGTH), status: row.status, updatedAt: row.updatedAt.toISOString() };
  });
}

/**
 * Home is plain text in three parts (headline, subtitle, sub-title) split on the line-break
 * marker: whatever markup came is reduced to the parts' text, so the page's split always holds.
 */
function homeContent(html: string): string {
  const [headline, subtitle, subTitle] = splitHomeSnippet(html);
  if (!headline) throw refused(M.headline);
  return [headline, subtitle, subTitle].map(escapeHtml).join(HOME_LINE_BREAK);
}

/**
 * Saves one snippet the product reads (404 for any other name): HTML sanitised, Home reduced to
 * its three text parts, the status kept unless given. The public reads keep snippets in memory:
 * the route that calls this drops them, here and in the other processes (content/cache.ts).
 */
export async function saveSnippetAsAdmin(db: Database, name: string, input: SnippetInput): Promise<Snippet> {
  if (!isSnippetName(name)) throw notFound(M.notFound);
  const clean = sanitizeHtml(input.content);
  const content = name === SNIPPET.home ? homeContent(clean) : clean;
  const visible = stripTags(content);
  if (!visible) throw refused(M.content);
  if (visible.length > SNIPPET_TEXT_MAX) throw refused(M.tooLong);
  const current = await findSnippet(db, name);
  return upsertSnippet(db, {
    name,
    title: input.title === undefined ? undefined : input.title || null,
    content,
    status: input.status ?? current?.status ?? '1',
  });
}
