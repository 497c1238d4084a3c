import type { APIRequestContext } from '@playwright/test';
import { expect } from './a11y.ts';

/** What the quiz API says of a work. */
export interface QuizWork {
  id: number;
  title: string;
}

/** The quiz as GET /api/taste/quiz answers: the works asked with their answers, and the next. */
export interface QuizNow {
  items: Array<{ work: QuizWork; rating: number | null }>;
  next: QuizWork | null;
  total: number;
}

export async function quizNow(request: APIRequestContext): Promise<QuizNow> {
  return (await (await request.get('/api/taste/quiz')).json()) as QuizNow;
}

/**
 * Takes the quiz through its API, one work at a time as it asks them (each answer brings the next),
 * and closes it; answers the works asked, in order.
 */
export async function takeQuizThroughApi(request: APIRequestContext, like: (work: QuizWork, index: number) => boolean): Promise<QuizWork[]> {
  const asked: QuizWork[] = [];
  for (let next = (await quizNow(request)).next; next; ) {
    asked.push(next);
    const response = await request.post('/api/taste/quiz/ratings', { data: { artworkId: next.id, rating: like(next, asked.length - 1) ? 1 : -1 } });
    // The quiz's choice follows the crowd, refitted every few minutes: when it now asks another work, read it again.
    if (response.status() === 409) {
      asked.pop();
      next = (await quizNow(request)).next;
      continue;
    }
    expect(response.ok(), `quiz answer: ${response.status()}`).toBe(true);
    next = ((await response.json()) as { next: QuizWork | null }).next;
  }
  expect((await request.post('/api/taste/quiz/complete', { data: {} })).ok()).toBe(true);
  return asked;
}
