import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '../config/theme.ts';
import { cartSlot } from '../features/cart/cart-slot.ts';
import { CartSlotProvider } from '../lib/cart-slot.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Data cache, design tokens and the cart's slot (the top bar's cart button and the visitor's cart
 * moving in at sign-in) around the router (tests use the same providers).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <AntdApp>
          <CartSlotProvider slot={cartSlot}>{children}</CartSlotProvider>
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
