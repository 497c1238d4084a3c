import type { AdminUser } from '@vernissage/core/schemas';
import { initials } from '@vernissage/core/text';
import { Avatar } from 'antd';
import { EmailText } from '../../../components/email-text.tsx';

/**
 * The logo (or initials, as the user menu shows them) beside the name. On phones, where the
 * table drops its Email column, the address shows under the name.
 */
export function PersonCell({ person }: { person: Pick<AdminUser, 'name' | 'email' | 'logo'> }) {
  return (
    <span className="person-cell">
      <Avatar size={32} src={person.logo ?? undefined} alt="" className="person-cell__avatar">
        {initials(person.name)}
      </Avatar>
      <span className="person-cell__text">
        <span className="person-cell__name">{person.name}</span>
        <EmailText email={person.email} className="person-cell__email" />
      </span>
    </span>
  );
}
