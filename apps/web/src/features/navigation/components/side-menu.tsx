import type { SessionUser } from '@vernissage/core/schemas';
import { Menu } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { sideMenuItems } from '../../../config/menus.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import { actionForKey, selectedKeysFor, toAntdItems } from './antd-menu-items.tsx';
import { PackingInstructionsDialog } from './packing-instructions-dialog.tsx';

interface SideMenuProps {
  user: SessionUser | null;
  product: string;
  /** Called after an item is chosen (the phone sidebar closes itself). */
  onNavigate?: () => void;
}

/** The admin layout's side menu, by role (config/menus.ts decides who sees what). */
export function SideMenu({ user, product, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const openSignIn = useSignInPrompt();
  const [packingOpen, setPackingOpen] = useState(false);
  const items = sideMenuItems(user, product);

  return (
    <>
      <nav aria-label="Side menu">
        <Menu
          mode="inline"
          className="side-menu"
          selectedKeys={selectedKeysFor(items, pathname)}
          items={toAntdItems(items, { withIcons: true })}
          onClick={({ key }) => {
            const action = actionForKey(items, key);
            if (action === 'packing-instructions') setPackingOpen(true);
            if (action === 'log-in') openSignIn();
            onNavigate?.();
          }}
        />
      </nav>
      <PackingInstructionsDialog open={packingOpen} onClose={() => setPackingOpen(false)} />
    </>
  );
}
