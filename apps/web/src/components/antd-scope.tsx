import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { theme } from '../config/theme.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

/**
 * The product's theme and Ant Design's message, notification and modal holders, around the parts
 * of the page drawn with Ant Design. It lives in its own chunk, fetched beside the first page or
 * dialog that needs it (lib/with-antd.tsx), so pages without Ant Design never load it.
 *
 * Someone who asks their system for reduced motion gets dialogs, menus and drawers that appear
 * and go without zooming or sliding, as the product's own CSS already stands still for them.
 */
/**
 * Every form sent with a wrong field scrolls to the first one and puts the focus in it, so the
 * keyboard and a screen reader land on what needs fixing, with its message.
 */
const FORM_CONFIG = { scrollToFirstError: { focus: true, block: 'center' } } as const;

export function AntdScope({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const scoped = useMemo(() => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme), [reducedMotion]);
  return (
    <ConfigProvider theme={scoped} form={FORM_CONFIG}>
      <AntdApp component={false}>{children}</AntdApp>
    </ConfigProvider>
  );
}
