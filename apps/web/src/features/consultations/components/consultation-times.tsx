import { Suspense, useState } from 'react';
import { useSession } from '../../../lib/api/get-session.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';
import { useOpenSlots } from '../api/open-slots.ts';
import './consultations.css';

// The booking form is Ant Design's, with the captcha and the phone rule: it is fetched only when
// there are times to book, so the page's words and its scheduling link come first.
const ConsultationBooking = lazyWithAntd(() => import('./consultation-booking.tsx').then((m) => m.ConsultationBooking));

export function NoOpenTimes() {
  return <p className="consultation-booking__none">No times are open right now: use the scheduling page above, or write to us.</p>;
}

/**
 * The team's open times under the consultation page's words: none said in a line, or the booking
 * form. Once the form has shown it stays, so it can say the time was booked even when that was
 * the last one open. A member always gets the form's part, which shows the time they hold, if
 * any, or says that none are open.
 */
export function ConsultationTimes() {
  const slots = useOpenSlots();
  const { user } = useSession();
  const [formShown, setFormShown] = useState(false);
  if (!formShown && slots.data && (slots.data.items.length > 0 || user)) setFormShown(true);
  if (formShown) {
    return (
      <Suspense fallback={null}>
        <ConsultationBooking />
      </Suspense>
    );
  }
  return slots.data ? <NoOpenTimes /> : null;
}
