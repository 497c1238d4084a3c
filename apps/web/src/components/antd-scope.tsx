import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from '../config/theme.ts';

/**
 * The product's theme and Ant Design's message, notification and modal holders, around the parts
 * of the page drawn with Ant Design. It lives in its own chunk, fetched beside the first page or
 * dialog that needs it (lib/with-antd.tsx), so pages without Ant Design never load it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme}>
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
