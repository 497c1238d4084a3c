import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import type { SessionUser } from '@vernissage/core/schemas';
import { Drawer, Dropdown, Menu } from 'antd';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LoginButton } from '../../../components/login-button.tsx';
import { Wordmark } from '../../../components/wordmark.tsx';
import { topBarItems } from '../../../config/menus.ts';
import { paths } from '../../../config/paths.ts';
import { useCartSlot } from '../../../lib/cart-slot.tsx';
import { selectedKeysFor, toAntdItems } from './antd-menu-items.tsx';
import { UserMenu } from './user-menu.tsx';
import './top-bar.css';

interface TopBarProps {
  user: SessionUser | null;
  product: string;
}

/** The public layout's top bar; below 1024 px its menus move into a drawer. */
export function TopBar({ user, product }: TopBarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const items = topBarItems(user, product);
  const cart = useCartSlot();

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Wordmark product={product} to={paths.gallery} />

        <nav className="top-bar__nav" aria-label="Main">
          <ul className="top-bar__list">
            {items.map((item) =>
              item.children ? (
                <li key={item.key}>
                  <Dropdown trigger={['hover', 'click']} menu={{ items: toAntdItems(item.children), selectedKeys: selectedKeysFor(item.children, pathname) }}>
                    <button type="button" className="top-bar__link top-bar__link--menu" aria-haspopup="menu">
                      {item.label}
                      <DownOutlined className="top-bar__caret" aria-hidden="true" />
                    </button>
                  </Dropdown>
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

        <div className="top-bar__actions">
          {cart ? <cart.CartButton signedIn={user !== null} /> : null}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <span className="top-bar__login">
              <LoginButton />
            </span>
          )}
          <button type="button" className="icon-button top-bar__menu-toggle" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <MenuOutlined className="icon-button__icon" />
          </button>
        </div>
      </div>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="right"
        size={320}
        title={<span className="drawer-title">{product}</span>}
        className="top-bar__drawer"
      >
        <nav aria-label="Menu">
          <Menu
            mode="inline"
            selectable={false}
            selectedKeys={selectedKeysFor(items, pathname)}
            items={toAntdItems(items, { groupChildren: true })}
            onClick={() => setDrawerOpen(false)}
          />
        </nav>
        {user ? null : (
          <div className="top-bar__drawer-login">
            <LoginButton block onOpen={() => setDrawerOpen(false)} />
          </div>
        )}
      </Drawer>
    </header>
  );
}
