import type { SessionUser } from '@vernissage/core/schemas';
import { useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { sideMenuItems, type MenuItem } from '../../../config/menus.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import { menuIcon } from './menu-icon.tsx';
import { PackingInstructions } from './packing-instructions-dialog.tsx';
import './side-menu.css';

interface SideMenuProps {
  user: SessionUser | null;
  product: string;
  /** A rail of icons: each item's name is its tooltip and, for assistive technology, its label. */
  collapsed?: boolean;
  /** Called after an item is chosen (the phone sidebar closes itself). */
  onNavigate?: () => void;
}

/** Up and Down move between the menu's entries, Home and End to the first and the last (Tab still goes through them in order). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('.side-menu__entry')];
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: entries.length - 1 }[event.key];
  if (to === undefined || at < 0) return;
  event.preventDefault();
  entries[(to + entries.length) % entries.length]?.focus();
}

/**
 * The admin layout's side menu, by role (config/menus.ts decides who sees what): site navigation,
 * so a plain list of links in a labelled nav (not an ARIA menu, which tells assistive technology
 * to expect an application's commands), the current page's marked, and the items that act (log
 * in, packing instructions) as buttons. Drawn without Ant Design (decision record 052).
 */
export function SideMenu({ user, product, collapsed = false, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const openSignIn = useSignInPrompt();
  const [packingOpen, setPackingOpen] = useState(false);
  const items = sideMenuItems(user, product);

  const act = (item: MenuItem) => {
    if (item.action === 'packing-instructions') setPackingOpen(true);
    if (item.action === 'log-in') openSignIn();
    onNavigate?.();
  };

  return (
    <>
      <nav aria-label="Side menu">
        <ul className={collapsed ? 'side-menu side-menu--collapsed' : 'side-menu'} onKeyDown={moveFocus}>
          {items.map((item) => {
            const current = item.to !== undefined && item.to === pathname;
            const content = (
              <>
                <span className="side-menu__icon" aria-hidden="true">
                  {menuIcon(item.icon)}
                </span>
                <span className="side-menu__label">{item.label}</span>
              </>
            );
            return (
              <li key={item.key} className={current ? 'side-menu__item side-menu__item--current' : 'side-menu__item'}>
                {item.to ? (
                  <Link to={item.to} className="side-menu__entry" aria-current={current ? 'page' : undefined} title={collapsed ? item.label : undefined} onClick={onNavigate}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" className="side-menu__entry" title={collapsed ? item.label : undefined} onClick={() => act(item)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {packingOpen ? <PackingInstructions onClose={() => setPackingOpen(false)} /> : null}
    </>
  );
}
