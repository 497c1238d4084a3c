import type userEvent from '@testing-library/user-event';
import { CHICAGO_AREA_CITIES, HEARD_ABOUT_US_OPTIONS } from '@vernissage/core/lookups';
import { lookupsSchema, signedInSchema, type ErrorCode, type ErrorReason, type SessionUser, type SignedIn } from '@vernissage/core/schemas';
import { json } from './fetch-stub.ts';
import { user } from './fixtures.ts';

/** The lookups the account forms read: the real city and how-you-heard lists. */
export const lookups = lookupsSchema.parse({
  colours: [],
  subjects: [],
  mediums: [],
  surfaces: [],
  mediaAndMaterials: [],
  formalCategories: [],
  cities: CHICAGO_AREA_CITIES,
  heardAboutUs: HEARD_ABOUT_US_OPTIONS,
});

export function signedIn(person: Partial<SessionUser> = {}, welcome: SignedIn['welcome'] = null): SignedIn {
  return signedInSchema.parse({ user: user(person), welcome });
}

/** An API error as the server sends it. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

/** A refusal a page reacts to, with the stable reason the server sends beside the message. */
export function refusal(status: number, code: ErrorCode, reason: ErrorReason, message: string, fields?: Record<string, string>): Response {
  return json({ error: { code, message, reason, ...(fields ? { fields } : {}) } }, status);
}

/** The request body a handler received. */
export function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
}

type UserEvents = ReturnType<typeof userEvent.setup>;

/** Types into a field at once (a paste): typing key by key into Ant Design inputs is slow in jsdom. */
export async function fill(user: UserEvents, element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
