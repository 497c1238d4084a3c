import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { EARLY_ACCESS_MESSAGES as M, EARLY_ACCESS_PAGE_SIZE, EARLY_ACCESS_STATUS_LABEL, type EarlyAccessRow } from '@vernissage/core/schemas';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminTable } from '../../../components/admin-table/use-admin-table.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { useDeleteEarlyAccess } from '../api/delete-early-access.ts';
import { useEarlyAccessList } from '../api/get-early-access-list.ts';
import { EarlyAccessFormModal } from './early-access-form-modal.tsx';
import { formatEarlyDate } from './early-date.ts';
import './early-access.css';

/**
 * /manage-early-access (admin; spec/02 "Manage Early Access"): Early Access Title, Date, Status,
 * Edit and Delete; Create Early Access opens the form. Delete asks 'Do you want to delete Early Access'.
 */
export function ManageEarlyAccessPage() {
  const table = useAdminTable(EARLY_ACCESS_PAGE_SIZE);
  const list = useEarlyAccessList(table.offset, EARLY_ACCESS_PAGE_SIZE);
  const remove = useDeleteEarlyAccess();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const confirmDelete = (row: EarlyAccessRow) =>
    table.confirmDelete({ title: M.deleteConfirm, content: row.title, remove: () => remove.mutateAsync(row.id), rowsOnPage: list.data?.items.length ?? 0 });

  const columns: TableColumnsType<EarlyAccessRow> = [
    { title: 'Early Access Title', dataIndex: 'title', key: 'title', render: (title: string) => <strong className="early-admin__title">{title}</strong> },
    // On a phone the date gives way, so Edit and Delete stay on screen beside the title and status.
    { title: 'Date', dataIndex: 'earlyDate', key: 'earlyDate', className: 'early-admin__nowrap', responsive: ['sm'], render: (value: string | null) => formatEarlyDate(value) ?? '—' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: EarlyAccessRow['status']) => <StatusTag tone={status === '1' ? 'positive' : 'neutral'}>{EARLY_ACCESS_STATUS_LABEL[status]}</StatusTag>,
    },
    { title: 'Discount', dataIndex: 'discount', key: 'discount', responsive: ['md'], render: (value: number) => `${value}%` },
    {
      title: 'Edit',
      key: 'edit',
      width: 64,
      align: 'center',
      render: (_, row) => <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} title="Edit" onClick={() => setEditing(row.id)} />,
    },
    {
      title: 'Delete',
      key: 'delete',
      width: 64,
      align: 'center',
      render: (_, row) => <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} title="Delete" onClick={() => confirmDelete(row)} />,
    },
  ];

  return (
    <section className="early-admin" aria-labelledby="early-admin-title">
      <header className="early-admin__header">
        <h1 id="early-admin-title" className="early-admin__heading">
          Manage Early Access
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          Create Early Access
        </Button>
      </header>
      {list.isError && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<EarlyAccessRow>
          className="early-admin__table"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No early access yet.' }}
          pagination={{ ...table.pagination(list.data?.total ?? 0, { one: 'early access', many: 'early accesses' }), showTotal: undefined }}
        />
      )}
      <EarlyAccessFormModal editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
