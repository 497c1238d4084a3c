import { ConsultationPage } from '../../features/content/components/consultation-page.tsx';
import { ConsultationTimes } from '../../features/consultations/components/consultation-times.tsx';

/** The consultation page's words and scheduling link, with the team's open times to book below. */
export function ScheduleArtConsultationRoute() {
  return (
    <ConsultationPage>
      <ConsultationTimes />
    </ConsultationPage>
  );
}
