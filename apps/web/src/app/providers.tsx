import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cartSlot } from '../features/cart/cart-slot.ts';
import { CartSlotProvider } from '../lib/cart-slot.tsx';
import { NoticeProvider } from '../lib/notice.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Data cache, the page's notices and the cart's slot (the top bar's cart button and the
 * visitor's cart moving in at sign-in) around the router (tests use the same providers). Ant Design's theme is not here: it
 * comes with the pages and dialogs drawn with Ant Design (lib/with-antd.tsx), so a page without
 * it never downloads it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <CartSlotProvider slot={cartSlot}>{children}</CartSlotProvider>
      </NoticeProvider>
    </QueryClientProvider>
  );
}
