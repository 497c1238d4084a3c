import type { SessionUser } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { Avatar, Dropdown } from 'antd';
import { userMenuItems } from '../../../config/menus.ts';
import { useSignOut } from '../api/sign-out.ts';
import { actionForKey, toAntdItems } from './antd-menu-items.tsx';

/** The avatar menu: initials, or the person's logo when they have one. */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const items = userMenuItems(user);
  // The sign-out entry stays disabled while the call runs, so it is sent once.
  const antdItems = toAntdItems(items, { withIcons: true }).map((item) =>
    item && item.key === 'sign-out' ? { ...item, disabled: signOut.isPending } : item,
  );
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: antdItems,
        onClick: ({ key }) => {
          if (actionForKey(items, key) === 'sign-out' && !signOut.isPending) signOut.mutate();
        },
      }}
    >
      <button type="button" className="avatar-button" aria-label={`Account menu for ${user.name}`}>
        {user.logo ? (
          <Avatar size={36} src={user.logo} alt="" />
        ) : (
          <Avatar size={36} className="avatar-initials">
            {initials(user.name)}
          </Avatar>
        )}
      </button>
    </Dropdown>
  );
}
