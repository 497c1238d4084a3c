import { DRAWN_PAGE } from '@vernissage/core/constants';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers.tsx';

/**
 * What a drawn page's boot script (DRAWN_PAGE_BOOT_SCRIPT) leaves: it stops keeping clicks and
 * hands over the buttons clicked before the app took the page over.
 */
type TakeOver = () => HTMLElement[];

/**
 * Once the app has taken a drawn page over, the buttons a person clicked before (the page shows
 * them at once, its code comes after the picture) are clicked again, now with the app behind
 * them. On a page the app drew itself there are none.
 */
function ReplayEarlyClicks() {
  useEffect(() => {
    const held = (window as unknown as Partial<Record<typeof DRAWN_PAGE.takeOver, TakeOver>>)[DRAWN_PAGE.takeOver]?.() ?? [];
    if (held.length === 0) return;
    // After this commit, not inside it: a click on a part React has not taken over yet makes it
    // take that part over at once and then handle the click, which it cannot do mid-commit.
    setTimeout(() => {
      for (const button of held) if (button.isConnected) button.click();
    });
  }, []);
  return null;
}

/** The app around its router, the same in the browser and on the server, so the two draw alike. */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {children}
        <ReplayEarlyClicks />
      </AppProviders>
    </StrictMode>
  );
}
