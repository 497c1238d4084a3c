import { lazy, type ComponentType } from 'react';

const loadScope = () => import('../components/antd-scope.tsx').then((m) => m.AntdScope);

/**
 * Loads a component drawn with Ant Design together with the theme around it (in parallel, so no
 * extra round trip), and returns it wrapped in that theme. Pages and dialogs that use Ant Design
 * come through here; the first page of a visitor does not, and never downloads Ant Design.
 */
export function withAntd<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, AntdScope] = await Promise.all([load(), loadScope()]);
    function Themed(props: P) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    Themed.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
    return Themed;
  };
}

/** React.lazy of a component drawn with Ant Design, inside its theme (see withAntd). */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loadThemed = withAntd(load);
  return lazy(async () => ({ default: await loadThemed() }));
}
