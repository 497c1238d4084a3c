import type { Snippet } from '@vernissage/core/schemas';
import type { ContentDeps } from './deps.ts';
import { findSnippet, upsertSnippet, type SnippetInput } from './repository.ts';

/** A text snippet by name, shown or not (its status says; the caller decides), or null. */
export function getSnippet(deps: ContentDeps, name: string): Promise<Snippet | null> {
  return findSnippet(deps.db, name);
}

/** Creates the snippet or replaces its content and status (its title only when given). */
export function saveSnippet(deps: ContentDeps, value: SnippetInput): Promise<Snippet> {
  return upsertSnippet(deps.db, value);
}
