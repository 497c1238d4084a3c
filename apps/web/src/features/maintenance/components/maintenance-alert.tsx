import { SNIPPET } from '@vernissage/core/constants';
import { Suspense, useEffect, useState } from 'react';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useSnippet } from '../../../lib/api/get-snippet.ts';
import { flagFormat, storedValue } from '../../../lib/browser-storage.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { useAfterFirstView } from '../../../lib/use-after-first-view.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';

// The dialog's code loads only when there is a notice to show: most visits never need it.
const MaintenanceModal = lazyWithAntd(() => import('./maintenance-modal.tsx').then((m) => m.MaintenanceModal));

/** Set once the alert has been shown, so it appears once per browser session. */
export const MAINTENANCE_SEEN_KEY = 'maintenanceAlertSeen';

// Without storage the alert may show again on reload; that is the safe side.
const seenFlag = storedValue('session', MAINTENANCE_SEEN_KEY, flagFormat, false);

/** The maintenance alert (spec/01 §2): while the Notification snippet's status is '1'. */
export function MaintenanceAlert() {
  // Asked for once the page has drawn: the notice opens over it a moment later.
  const drawn = useAfterFirstView();
  // Read then, not while the page draws (a page drawn on the server reads no storage, and one it
  // read would set its drawing aside), and kept: marking it seen below does not close the alert.
  const [alreadySeen, setAlreadySeen] = useState<boolean | null>(null);
  if (drawn && alreadySeen === null) setAlreadySeen(seenFlag.read());
  const notification = useSnippet(SNIPPET.notification, { enabled: alreadySeen === false });
  const [dismissed, setDismissed] = useState(false);
  const config = useSiteConfig();
  const active = alreadySeen === false && notification.data?.status === '1';

  useEffect(() => {
    // Marked when shown: a reload in the same session does not bring it back.
    if (active) seenFlag.write(true);
  }, [active]);

  if (!notification.data || notification.data.status !== '1') return null;

  return (
    <Suspense fallback={null}>
      <MaintenanceModal
        open={active && !dismissed}
        title={notification.data.title ? fillPlaceholders(notification.data.title, config) : 'Notice'}
        html={notification.data.content}
        onClose={() => setDismissed(true)}
      />
    </Suspense>
  );
}
