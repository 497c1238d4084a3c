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
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: toAntdItems(items, { withIcons: true }),
        onClick: ({ key }) => {
          if (actionForKey(items, key) === 'sign-out') signOut.mutate();
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
