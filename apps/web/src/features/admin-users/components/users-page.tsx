import { DeleteOutlined } from '@ant-design/icons';
import { MERCHANTS_PAGE_SIZE } from '@vernissage/core/constants';
import { roleSchema, type AdminUser, type Role } from '@vernissage/core/schemas';
import { Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useAdminTable, usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { EmailText } from '../../../components/email-text.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSession } from '../../../lib/api/get-session.ts';
import { useUsers } from '../api/get-users.ts';
import { PersonCell } from './person-cell.tsx';
import { useConfirmDeleteUser } from './use-confirm-delete-user.ts';
import { formatJoined, ROLE_LABEL } from './user-format.ts';
import './admin-users.css';

const ROLE_OPTIONS = [
  { value: '', label: 'All' },
  ...(['collector', 'artist', 'merchant', 'admin'] as const).map((role) => ({ value: role, label: ROLE_LABEL[role] })),
];

/** Page, search and role live in the address, so a reload or a shared link shows the same list. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const parsedRole = roleSchema.safeParse(params.get('role'));
  const role: Role | undefined = parsedRole.success ? parsedRole.data : undefined;
  const update = (next: { page?: number; search?: string; role?: Role | '' }) => {
    const merged = { page: String(next.page ?? page), search: next.search ?? search, role: next.role ?? role ?? '' };
    const entries = Object.entries(merged).filter(([key, value]) => value && !(key === 'page' && value === '1'));
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return { page, search, role, update };
}

/** /users (admin): every account, paged on the server, searchable by name or e-mail, by role. */
export function UsersPage() {
  const { user: me } = useSession();
  const { page, search, role, update } = useListParams();
  const users = useUsers({ offset: (page - 1) * MERCHANTS_PAGE_SIZE, limit: MERCHANTS_PAGE_SIZE, role, search: search || undefined });
  const phonePaging = usePhonePaging();
  // The page is the same ?page= the admin tables read, so their delete steps back a page as theirs do.
  const confirmDelete = useConfirmDeleteUser(useAdminTable(MERCHANTS_PAGE_SIZE), users.data?.items.length ?? 0);

  const columns: TableColumnsType<AdminUser> = [
    { title: 'Name', key: 'name', render: (_, person) => <PersonCell person={person} /> },
    { title: 'Email', dataIndex: 'email', key: 'email', className: 'admin-page__email', responsive: ['md'], render: (value: string) => <EmailText email={value} /> },
    { title: 'Role', dataIndex: 'role', key: 'role', render: (value: Role) => <Tag className={`role-tag role-tag--${value}`}>{ROLE_LABEL[value]}</Tag> },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', className: 'admin-page__nowrap', responsive: ['xxl'], render: (value: string | null) => value ?? '—' },
    { title: 'City', dataIndex: 'city', key: 'city', responsive: ['lg'], render: (value: string | null) => value ?? '—' },
    { title: 'Joined', dataIndex: 'createdAt', key: 'createdAt', className: 'admin-page__nowrap', responsive: ['xl'], render: (value: string) => formatJoined(value) },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 56,
      render: (_, person) => (
        <Button
          danger
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete ${person.name}`}
          title={person.id === me?.id ? 'This is your own account' : 'Delete'}
          disabled={person.id === me?.id}
          onClick={() => confirmDelete(person)}
        />
      ),
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="users-title">
      <header className="admin-page__header">
        <h1 id="users-title" className="admin-page__title">
          Users
        </h1>
      </header>
      <div className="admin-page__toolbar" role="search">
        <Input.Search
          key={search}
          className="admin-page__search"
          defaultValue={search}
          placeholder="Search by name or email"
          aria-label="Search by name or email"
          allowClear
          enterButton="Search"
          maxLength={100}
          onSearch={(value) => update({ search: value.trim(), page: 1 })}
        />
        <Select
          className="admin-page__filter"
          aria-label="Role"
          value={role ?? ''}
          options={ROLE_OPTIONS}
          onChange={(value: Role | '') => update({ role: value, page: 1 })}
        />
      </div>
      {users.isError && !users.data ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <Table<AdminUser>
          className="admin-page__table"
          // On a phone the table wraps what it can (names at spaces, addresses at @ and dots) and
          // scrolls sideways only beyond that, rather than cutting words.
          scroll={{ x: true }}
          rowKey="id"
          columns={columns}
          dataSource={users.data?.items ?? []}
          loading={users.isFetching}
          locale={{ emptyText: search || role ? 'No users match this search.' : 'No users yet.' }}
          pagination={{
            current: page,
            pageSize: MERCHANTS_PAGE_SIZE,
            total: users.data?.total ?? 0,
            showSizeChanger: false,
            ...phonePaging,
            showTotal: (total) => `${total} ${total === 1 ? 'user' : 'users'}`,
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </section>
  );
}
