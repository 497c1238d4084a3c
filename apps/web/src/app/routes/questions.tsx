import { QuestionsPage } from '../../features/questions/components/questions-page.tsx';

/** /questions: the questions and offers sent from artwork pages (route-table gates it to admins; the server checks). */
export function QuestionsRoute() {
  return <QuestionsPage />;
}
