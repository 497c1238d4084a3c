import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** Client errors (4xx) will not change on a retry; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * How long an answer a page drawn on the server came with counts as just read, once the app has
 * taken the page over. The server drew it for this request, so reading it again on the first
 * view only repeats the download.
 */
export const DRAWN_ANSWER_FRESH_MS = 10_000;

/** The answers drawn pages came with, and when the app took each over. */
const drawnAnswers = new WeakMap<object, number>();

/** Notes the answers now in the cache as those the drawn page came with (take-over.tsx). */
export function noteDrawnAnswers(queryClient: QueryClient, now = Date.now()): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data: unknown = query.state.data;
    if (typeof data === 'object' && data !== null) drawnAnswers.set(data, now);
  }
}

/**
 * A staleTime for an answer always read again when a page opens (`staleTime` ms otherwise), that
 * spares the first view of a drawn page: the answer it came with counts as fresh for
 * DRAWN_ANSWER_FRESH_MS after the take-over. Any answer read or stored since is another object.
 */
export function freshWhenDrawn(staleTime: number): (query: { state: { data: unknown } }) => number {
  return ({ state }) => {
    const data = state.data;
    const takenOverAt = typeof data === 'object' && data !== null ? drawnAnswers.get(data) : undefined;
    return takenOverAt !== undefined && Date.now() - takenOverAt < DRAWN_ANSWER_FRESH_MS ? Infinity : staleTime;
  };
}
