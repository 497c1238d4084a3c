import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../../lib/api/get-session.ts';
import { useOpenSlots } from '../api/open-slots.ts';
import './consultations.css';

// The booking form (drawn without Ant Design; its phone rule and captcha come once it is started)
// is fetched only when there are times to book, so the page's words and its scheduling link come first.
const ConsultationBooking = lazy(() => import('./consultation-booking.tsx').then((m) => ({ default: m.ConsultationBooking })));

export function NoOpenTimes() {
  return <p className="consultation-booking__none">No times are open right now: use the scheduling page above, or write to us.</p>;
}

/**
 * The team's open times under the consultation page's words: none said in a line, or the booking
 * form. The form is drawn once the page is there, as a transition, so its first render is cut into
 * short tasks rather than holding the phone's main thread. Once the form has shown it stays, so it
 * can say the time was booked even when that was the last one open. A member always gets the
 * form's part, which shows the time they hold, if any, or says that none are open.
 */
export function ConsultationTimes() {
  const slots = useOpenSlots();
  const { user } = useSession();
  const [formShown, setFormShown] = useState(false);
  const wanted = slots.data !== undefined && (slots.data.items.length > 0 || Boolean(user));
  useEffect(() => {
    if (wanted && !formShown) startTransition(() => setFormShown(true));
  }, [wanted, formShown]);
  if (formShown) {
    return (
      <Suspense fallback={null}>
        <ConsultationBooking />
      </Suspense>
    );
  }
  return slots.data && !wanted ? <NoOpenTimes /> : null;
}
