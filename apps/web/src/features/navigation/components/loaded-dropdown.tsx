import { Dropdown, type DropdownProps } from 'antd';
import { useState, type ReactElement } from 'react';
import type { MenuAction, MenuItem } from '../../../config/menus.ts';
import { actionForKey, selectedKeysFor, toAntdItems } from './antd-menu-items.tsx';

export interface LoadedDropdownProps extends Pick<DropdownProps, 'trigger' | 'placement'> {
  children: ReactElement;
  items: readonly MenuItem[];
  withIcons?: boolean;
  /** The current page: its item shows as selected. */
  pathname?: string;
  /** Items shown but not clickable (an action already running). */
  disabledKeys?: readonly string[];
  onAction?: (action: MenuAction) => void;
  /** Open at once: the person already pointed at or clicked the trigger while this loaded. */
  initiallyOpen: boolean;
}

/** Ant Design's dropdown menu, loaded on first use by LazyDropdown. */
export function LoadedDropdown({ children, items, withIcons = false, pathname, disabledKeys = [], onAction, initiallyOpen, ...props }: LoadedDropdownProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const antdItems = toAntdItems(items, { withIcons }).map((item) => (item && disabledKeys.includes(String(item.key)) ? { ...item, disabled: true } : item));
  return (
    <Dropdown
      {...props}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: antdItems,
        ...(pathname ? { selectedKeys: selectedKeysFor(items, pathname) } : {}),
        onClick: ({ key }) => {
          const action = actionForKey(items, key);
          if (action) onAction?.(action);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
