import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { MenuAction, MenuItem } from '../../../config/menus.ts';
import { menuIcon } from './menu-icon.tsx';

type AntdItems = NonNullable<MenuProps['items']>;

interface Options {
  withIcons?: boolean;
  /** Children become labelled groups (drawer) instead of submenus. */
  groupChildren?: boolean;
}

/**
 * Menu data → Ant Design items. Navigation items are real links (so they open in new tabs and
 * read as links); action items are handled by the menu's onClick through actionForKey.
 */
export function toAntdItems(items: readonly MenuItem[], options: Options = {}): AntdItems {
  return items.map((item) => {
    const icon = options.withIcons ? menuIcon(item.icon) : undefined;
    if (item.children) {
      const children = toAntdItems(item.children, options);
      return options.groupChildren
        ? { type: 'group' as const, key: item.key, label: item.label, children }
        : { key: item.key, label: item.label, icon, children };
    }
    return {
      key: item.key,
      icon,
      label: item.to ? <Link to={item.to}>{item.label}</Link> : item.label,
    };
  });
}

/** The action behind a clicked key, if that item is an action. */
export function actionForKey(items: readonly MenuItem[], key: string): MenuAction | undefined {
  for (const item of items) {
    if (item.key === key && item.action) return item.action;
    const nested = item.children ? actionForKey(item.children, key) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** Keys of the items whose path is the current page, so the menu shows where you are. */
export function selectedKeysFor(items: readonly MenuItem[], pathname: string): string[] {
  const keys: string[] = [];
  for (const item of items) {
    if (item.to && item.to === pathname) keys.push(item.key);
    if (item.children) keys.push(...selectedKeysFor(item.children, pathname));
  }
  return keys;
}
