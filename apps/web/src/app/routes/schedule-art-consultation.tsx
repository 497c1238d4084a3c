import { ConsultationPage } from '../../features/content/components/consultation-page.tsx';

export function ScheduleArtConsultationRoute() {
  return <ConsultationPage />;
}
