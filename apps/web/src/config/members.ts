import { paths } from './paths.ts';

/**
 * Why a page needs an account, said to a visitor who reached it or clicked a link to it (on the
 * members' page in its place, or above the sign-in form). Every one offers the crowd's gallery,
 * which needs no account.
 */
export const MEMBERS_WHY = {
  gallery: 'Your gallery is hung for your own taste, so it needs an account. Log in or sign up, or browse the crowd’s gallery first: no account needed.',
  tasteTest: 'The taste test builds your own taste profile, so it needs an account. Log in or sign up, or browse the crowd’s gallery first: no account needed.',
  page: 'This page belongs to an account. Log in or sign up to see it, or browse the crowd’s gallery: no account needed.',
} as const;

/** Which line: pages name it by key, so the first page of a visitor does not carry the words. */
export type MembersWhyKey = keyof typeof MEMBERS_WHY;

/** What a visitor is told on a members' page, by where they were going. */
export function membersWhy(pathname: string): string {
  const path = pathname.toLowerCase();
  if (path === paths.gallery) return MEMBERS_WHY.gallery;
  if (path === paths.tasteQuiz || path === paths.tasteTestQuiz || path === paths.tasteQuizAlias) return MEMBERS_WHY.tasteTest;
  return MEMBERS_WHY.page;
}
