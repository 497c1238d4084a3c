import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { TasteQuizPage } from '../../features/taste/components/quiz/taste-quiz-page.tsx';

/** /tastequiz: the taste test (signed-in people only; visitors see the members' page). */
export function TasteQuizRoute() {
  return <TasteQuizPage />;
}

/** /taste-test-quiz (the top bar's Taste Test) and /taste-quiz send to the quiz. */
export function TasteQuizRedirectRoute() {
  return <Navigate to={paths.tasteQuiz} replace />;
}
