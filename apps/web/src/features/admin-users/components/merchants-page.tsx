import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MERCHANTS_PAGE_SIZE } from '@vernissage/core/constants';
import type { AdminUser } from '@vernissage/core/schemas';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminTable, usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { EmailText } from '../../../components/email-text.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useUsers } from '../api/get-users.ts';
import { MerchantFormModal } from './merchant-form-modal.tsx';
import { PersonCell } from './person-cell.tsx';
import { useConfirmDeleteUser } from './use-confirm-delete-user.ts';
import { formatJoined } from './user-format.ts';
import './admin-users.css';

/** The merchant stays while the modal closes, so its title does not flip to Create mid-animation. */
interface Editing {
  open: boolean;
  merchant: AdminUser | null;
}

/** /manage-merchants (admin): merchants ten a page, Create Merchant, and Edit and Delete on each row. */
export function MerchantsPage() {
  const phonePaging = usePhonePaging();
  // The page in the address (?page=), as every admin table keeps it; its delete steps back a page.
  const table = useAdminTable(MERCHANTS_PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>({ open: false, merchant: null });
  const merchants = useUsers({ offset: table.offset, limit: MERCHANTS_PAGE_SIZE, role: 'merchant' });
  const confirmDelete = useConfirmDeleteUser(table, merchants.data?.items.length ?? 0);

  const columns: TableColumnsType<AdminUser> = [
    { title: 'Name', key: 'name', render: (_, merchant) => <PersonCell person={merchant} /> },
    { title: 'Email', dataIndex: 'email', key: 'email', className: 'admin-page__email', responsive: ['md'], render: (value: string) => <EmailText email={value} /> },
    { title: 'Phone', dataIndex: 'phone', key: 'phone', className: 'admin-page__nowrap', responsive: ['lg'], render: (value: string | null) => value ?? '—' },
    { title: 'City', dataIndex: 'city', key: 'city', responsive: ['lg'], render: (value: string | null) => value ?? '—' },
    { title: 'Joined', dataIndex: 'createdAt', key: 'createdAt', className: 'admin-page__nowrap', responsive: ['xl'], render: (value: string) => formatJoined(value) },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_, merchant) => (
        <span className="admin-page__row-actions">
          <Button icon={<EditOutlined />} aria-label={`Edit ${merchant.name}`} onClick={() => setEditing({ open: true, merchant })}>
            Edit
          </Button>
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${merchant.name}`} title="Delete" onClick={() => confirmDelete(merchant)} />
        </span>
      ),
    },
  ];

  return (
    <section className="admin-page" aria-labelledby="merchants-title">
      <header className="admin-page__header">
        <h1 id="merchants-title" className="admin-page__title">
          Merchants
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, merchant: null })}>
          Create Merchant
        </Button>
      </header>
      {merchants.isError && !merchants.data ? (
        <QueryError error={merchants.error} onRetry={() => void merchants.refetch()} />
      ) : (
        <Table<AdminUser>
          className="admin-page__table"
          // On a phone the table wraps what it can (names at spaces, addresses at @ and dots) and
          // scrolls sideways only beyond that, rather than cutting words.
          scroll={{ x: true }}
          rowKey="id"
          columns={columns}
          dataSource={merchants.data?.items ?? []}
          loading={merchants.isFetching}
          locale={{ emptyText: 'No merchants yet.' }}
          pagination={{
            ...phonePaging,
            current: table.page,
            pageSize: MERCHANTS_PAGE_SIZE,
            total: merchants.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `${total} ${total === 1 ? 'merchant' : 'merchants'}`,
            onChange: table.goTo,
          }}
        />
      )}
      <MerchantFormModal
        open={editing.open}
        merchant={editing.merchant}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
