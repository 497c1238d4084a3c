import { cloneElement, lazy, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import type { LoadedDropdownProps } from './loaded-dropdown.tsx';

const LoadedDropdown = lazy(() => import('./loaded-dropdown.tsx').then((m) => ({ default: m.LoadedDropdown })));

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onMouseEnter?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
};

/**
 * A menu button whose dropdown (Ant Design's, with its menu and icons) is fetched when the
 * person first points at, focuses or clicks the button, not with the page. Until then the
 * button is drawn alone, exactly as it looks closed.
 */
export function LazyDropdown({ children, ...props }: Omit<LoadedDropdownProps, 'initiallyOpen'>) {
  const [armed, setArmed] = useState<'closed' | 'open' | null>(null);
  const hover = props.trigger?.includes('hover') ?? false;
  if (armed) {
    return (
      <Suspense fallback={children}>
        <LoadedDropdown {...props} initiallyOpen={armed === 'open'}>
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
      setArmed(hover ? 'open' : 'closed');
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      setArmed('closed');
    },
  });
}
