import { sql, type SQL } from 'drizzle-orm';

/** Words a search uses at most; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;
const WORD_MAX_LENGTH = 40;

/** The words of a search: runs of letters and digits, anything else separating them. */
export function searchWords(q: string): string[] {
  return q
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_MAX_WORDS)
    .map((word) => word.slice(0, WORD_MAX_LENGTH).toLowerCase());
}

/**
 * A tsquery over the search document (docs/decisions/018): every word must match; each but the
 * last as a whole English word (stemmed, so 'lakes' finds 'lake'), the last as the start of a
 * word as typed (unstemmed). Words go in only as bound parameters: plainto_tsquery reads no
 * operators, and the prefix term is quote_literal'd before ':*' is added, so no input is ever
 * read as tsquery syntax. Null when there are no words.
 */
export function searchQuery(q: string): SQL | null {
  const words = searchWords(q);
  const last = words.pop();
  if (last === undefined) return null;
  const prefix = sql`to_tsquery('simple'::regconfig, quote_literal(${last}::text) || ':*')`;
  return words.reduce<SQL>((query, word) => sql`${query} && plainto_tsquery('english'::regconfig, ${word}::text)`, prefix);
}
