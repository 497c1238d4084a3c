import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds an address as components/email-text shows it: its parts (split where it may break) are
 * separate text nodes, which the plain text matcher does not join.
 */
export const shownEmail =
  (address: string): MatcherFunction =>
  (_, element) =>
    element?.classList.contains('email-text') === true && element.textContent === address;
