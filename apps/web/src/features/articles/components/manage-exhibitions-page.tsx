import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { EXHIBITION_MESSAGES as M, EXHIBITIONS_ADMIN_PAGE_SIZE, type ExhibitionAdminRow } from '@vernissage/core/schemas';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminExhibitions, useDeleteExhibition } from '../api/manage-exhibitions.ts';
import { ExhibitionFormModal } from './exhibition-form-modal.tsx';
import './manage-articles.css';

/** /manage-exhibition (admin): every exhibition, paged; created and edited in a modal, deleted after a confirmation. */
export function ManageExhibitionsPage() {
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useAdminExhibitions((page - 1) * EXHIBITIONS_ADMIN_PAGE_SIZE, EXHIBITIONS_ADMIN_PAGE_SIZE);
  const remove = useDeleteExhibition();
  const [editing, setEditing] = useState<ExhibitionAdminRow | null>(null);
  const [open, setOpen] = useState(false);
  const goTo = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace: true });

  const confirmDelete = (row: ExhibitionAdminRow) => {
    modal.confirm({
      title: M.deleteConfirm,
      content: row.title,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(row.id);
          void message.success(result.message);
          if (list.data && list.data.items.length === 1 && page > 1) goTo(page - 1);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  const columns: TableColumnsType<ExhibitionAdminRow> = [
    {
      title: 'Exhibition',
      key: 'title',
      render: (_, row) => (
        <span className="manage-articles__cell">
          <strong>{row.title}</strong>
          <Link className="text-link" to={row.path}>
            {row.path}
          </Link>
        </span>
      ),
    },
    { title: 'Date', dataIndex: 'dateRange', key: 'dateRange', responsive: ['md'] },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: ExhibitionAdminRow['status']) => <StatusTag tone={status === '1' ? 'positive' : 'neutral'}>{status === '1' ? 'Active' : 'Inactive'}</StatusTag> },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 100,
      render: (_, row) => (
        <span className="manage-articles__actions">
          <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} title="Edit" onClick={() => { setEditing(row); setOpen(true); }} />
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${row.title}`} title="Delete" onClick={() => confirmDelete(row)} />
        </span>
      ),
    },
  ];

  return (
    <section>
      <PageHeading
        title="Exhibitions"
        description="The exhibitions visitors read on /exhibitions: only active ones are shown."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => { setEditing(null); setOpen(true); }}>
            Create Exhibition
          </Button>
        }
      />
      {list.isError && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ExhibitionAdminRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          locale={{ emptyText: 'No exhibitions yet.' }}
          pagination={{
            current: page,
            pageSize: EXHIBITIONS_ADMIN_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${total} ${total === 1 ? 'exhibition' : 'exhibitions'}`,
            onChange: goTo,
          }}
        />
      )}
      <ExhibitionFormModal open={open} exhibition={editing} onClose={() => setOpen(false)} />
    </section>
  );
}
