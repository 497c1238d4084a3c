import { IconProvider } from '@ant-design/icons';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cartSlot } from '../features/cart/cart-slot.ts';
import { CartSlotProvider } from '../lib/cart-slot.tsx';
import { NoticeProvider } from '../lib/notice.tsx';

/** The icons draw without adding their base rules from script: styles.css has them. */
const ICONS = { zeroRuntime: true } as const;

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Data cache, the page's notices and the cart's slot (the top bar's cart button and the
 * visitor's cart moving in at sign-in) around the router (tests use the same providers). Ant Design's theme is not here: it
 * comes with the pages and dialogs drawn with Ant Design (lib/with-antd.tsx), so a page without
 * it never downloads it. The icons' base rules are in styles.css, so the icon library adds none
 * from script (zeroRuntime).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <IconProvider value={ICONS}>
      <QueryClientProvider client={queryClient}>
        <NoticeProvider>
          <CartSlotProvider slot={cartSlot}>{children}</CartSlotProvider>
        </NoticeProvider>
      </QueryClientProvider>
    </IconProvider>
  );
}
