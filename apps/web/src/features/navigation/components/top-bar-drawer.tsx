import type { SessionUser } from '@vernissage/core/schemas';
import { Drawer, Menu } from 'antd';
import { useLocation } from 'react-router';
import { LoginButton } from '../../../components/login-button.tsx';
import { topBarItems } from '../../../config/menus.ts';
import { selectedKeysFor, toAntdItems } from './antd-menu-items.tsx';

interface TopBarDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The menu button: closing the sign-in dialog opened from the drawer gives the focus back to it. */
  menuButton: () => HTMLElement | null;
  user: SessionUser | null;
  product: string;
}

/** Below 1024 px the top bar's menus live in this drawer. */
export function TopBarDrawer({ open, onClose, menuButton, user, product }: TopBarDrawerProps) {
  const { pathname } = useLocation();
  const items = topBarItems(user, product);
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={320} title={<span className="drawer-title">{product}</span>} className="top-bar__drawer">
      <nav aria-label="Menu">
        <Menu
          mode="inline"
          selectable={false}
          selectedKeys={selectedKeysFor(items, pathname)}
          items={toAntdItems(items, { groupChildren: true })}
          onClick={onClose}
        />
      </nav>
      {user ? null : (
        <div className="top-bar__drawer-login">
          <LoginButton block onOpen={onClose} returnFocusTo={menuButton} />
        </div>
      )}
    </Drawer>
  );
}
