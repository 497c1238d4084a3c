/** A `%…%` ILIKE pattern in which `%`, `_` and `\` typed into a search box are matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
