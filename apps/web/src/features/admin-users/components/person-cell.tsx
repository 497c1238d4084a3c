import type { AdminUser } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { Avatar } from 'antd';

/** The logo (or initials, as the user menu shows them) beside the name. */
export function PersonCell({ person }: { person: Pick<AdminUser, 'name' | 'logo'> }) {
  return (
    <span className="person-cell">
      <Avatar size={32} src={person.logo ?? undefined} alt="" className="person-cell__avatar">
        {initials(person.name)}
      </Avatar>
      <span className="person-cell__name">{person.name}</span>
    </span>
  );
}
