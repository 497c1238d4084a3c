import type { SessionUser } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { userMenuItems } from '../../../config/menus.ts';
import { useSignOut } from '../api/sign-out.ts';
import { LazyDropdown } from './lazy-dropdown.tsx';

/** The avatar menu: initials, or the person's logo when they have one. */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const items = userMenuItems(user);
  return (
    <LazyDropdown
      trigger={['click']}
      placement="bottomRight"
      items={items}
      withIcons
      // The sign-out entry stays disabled while the call runs, so it is sent once.
      disabledKeys={signOut.isPending ? ['sign-out'] : []}
      onAction={(action) => {
        if (action === 'sign-out' && !signOut.isPending) signOut.mutate();
      }}
    >
      <button type="button" className="avatar-button" aria-label={`Account menu for ${user.name}`}>
        {/* A plain circle in the look of Ant Design's avatar: it is in the top bar of every page. */}
        <span className="user-avatar">{user.logo ? <img src={user.logo} alt="" width={36} height={36} /> : initials(user.name)}</span>
      </button>
    </LazyDropdown>
  );
}
