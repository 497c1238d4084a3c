import { cloneElement, lazy, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { withAntd } from '../../../lib/with-antd.tsx';
import type { LoadedDropdownProps } from './loaded-dropdown.tsx';

const load = withAntd(() => import('./loaded-dropdown.tsx').then((m) => m.LoadedDropdown));
const LoadedDropdown = lazy(async () => ({ default: await load() }));

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onMouseEnter?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

/**
 * A menu button whose dropdown (Ant Design's, with its menu and icons) is fetched when the
 * person first points at or focuses the button, not with the page, and put in place when the
 * menu first opens (a hover menu on pointing, a click menu on the click). Until then the button
 * is drawn alone, exactly as it looks closed.
 */
export function LazyDropdown({ children, ...props }: Omit<LoadedDropdownProps, 'initiallyOpen'>) {
  const [armed, setArmed] = useState<'open' | null>(null);
  const hover = props.trigger?.includes('hover') ?? false;
  if (armed) {
    return (
      <Suspense fallback={children}>
        <LoadedDropdown {...props} initiallyOpen>
          {children}
        </LoadedDropdown>
      </Suspense>
    );
  }
  const own = children.props as TriggerProps;
  return cloneElement(children as ReactElement<TriggerProps>, {
    onClick: (event: MouseEvent) => {
      own.onClick?.(event);
      setArmed('open');
    },
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      if (hover) setArmed('open');
      else void load();
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      void load();
    },
  });
}
