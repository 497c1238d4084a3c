import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog when it is first opened, so the page's first visit does not fetch
 * it (nor Ant Design with it), and keeps it mounted after, so it can animate closed.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
