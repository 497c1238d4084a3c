import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import type { SessionUser } from '@vernissage/core/schemas';
import { Suspense, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Wordmark } from '../../../components/wordmark.tsx';
import { topBarItems } from '../../../config/menus.ts';
import { paths } from '../../../config/paths.ts';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';
import { HeaderActions } from './header-actions.tsx';
import { LazyDropdown } from './lazy-dropdown.tsx';
import './top-bar.css';

// The phone menu's drawer loads when first opened.
const TopBarDrawer = lazyWithAntd(() => import('./top-bar-drawer.tsx').then((m) => m.TopBarDrawer));

interface TopBarProps {
  user: SessionUser | null;
  product: string;
}

/** The public layout's top bar; below 1024 px its menus move into a drawer. */
export function TopBar({ user, product }: TopBarProps) {
  const [drawerOpen, setDrawerOpenState] = useState(false);
  // Once opened, the drawer stays mounted so it can slide closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const setDrawerOpen = (open: boolean) => {
    if (open) setDrawerUsed(true);
    setDrawerOpenState(open);
  };
  const { pathname } = useLocation();
  const items = topBarItems(user, product);
  // Signing in from the drawer closes it: the sign-in dialog gives the focus back to the menu button.
  const menuToggle = useRef<HTMLButtonElement>(null);

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Wordmark product={product} to={user ? paths.gallery : paths.home} />

        <nav className="top-bar__nav" aria-label="Main">
          <ul className="top-bar__list">
            {items.map((item) =>
              item.children ? (
                <li key={item.key}>
                  <LazyDropdown trigger={['hover', 'click']} items={item.children} pathname={pathname}>
                    <button type="button" className="top-bar__link top-bar__link--menu" aria-haspopup="menu">
                      {item.label}
                      <DownOutlined className="top-bar__caret" aria-hidden="true" />
                    </button>
                  </LazyDropdown>
                </li>
              ) : (
                <li key={item.key}>
                  <NavLink to={item.to ?? paths.home} className={({ isActive }) => (isActive ? 'top-bar__link is-active' : 'top-bar__link')}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        <HeaderActions user={user} className="top-bar__actions">
          <button ref={menuToggle} type="button" className="icon-button top-bar__menu-toggle" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <MenuOutlined className="icon-button__icon" />
          </button>
        </HeaderActions>
      </div>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <TopBarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} menuButton={() => menuToggle.current} user={user} product={product} />
        </Suspense>
      ) : null}
    </header>
  );
}
