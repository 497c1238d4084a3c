import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SEO_MESSAGES as M, SEO_PAGE_SIZE, type SeoPage } from '@vernissage/core/schemas';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteSeoPage } from '../api/delete-seo-page.ts';
import { useSeoPages } from '../api/get-seo-pages.ts';
import { SeoFormModal } from './seo-form-modal.tsx';
import './seo.css';

/**
 * /manage-seo-page (admin; spec/02 'Admin screens'): every SEO record in a paged table, created
 * and edited in a modal, deleted after 'Do you want to delete SEO'. The server's page heads read
 * them at once.
 */
export function ManageSeoPage() {
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const records = useSeoPages((page - 1) * SEO_PAGE_SIZE, SEO_PAGE_SIZE);
  const remove = useDeleteSeoPage();
  const [editing, setEditing] = useState<SeoPage | null>(null);
  const [open, setOpen] = useState(false);
  const goTo = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace: true });

  const confirmDelete = (record: SeoPage) => {
    modal.confirm({
      title: M.deleteConfirm,
      content: `${record.pageName} (${record.pageUrl})`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(record.id);
          void message.success(result.message);
          if (records.data && records.data.items.length === 1 && page > 1) goTo(page - 1);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  const columns: TableColumnsType<SeoPage> = [
    {
      title: 'Page',
      key: 'page',
      render: (_, row) => (
        <span className="seo-page__cell">
          <strong>{row.pageName}</strong>
          <span className="muted">{row.pageUrl}</span>
          {/* On a phone the meta title column is left out: it follows the page instead. */}
          <span className="seo-page__title-inline">{row.metaTitle}</span>
        </span>
      ),
    },
    { title: 'Meta title', dataIndex: 'metaTitle', key: 'metaTitle', responsive: ['sm'] },
    { title: 'Meta description', dataIndex: 'metaDescription', key: 'metaDescription', responsive: ['lg'], className: 'seo-page__description' },
    { title: 'Meta robot', dataIndex: 'metaRobot', key: 'metaRobot', responsive: ['md'] },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 100,
      render: (_, row) => (
        <span className="seo-page__actions">
          <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.pageName}`} title="Edit" onClick={() => { setEditing(row); setOpen(true); }} />
          <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${row.pageName}`} title="Delete" onClick={() => confirmDelete(row)} />
        </span>
      ),
    },
  ];

  return (
    <section className="seo-page">
      <PageHeading
        title="Manage SEO Page"
        description="The title, description and robots line each page gives search engines and shared links."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => { setEditing(null); setOpen(true); }}>
            Create SEO
          </Button>
        }
      />
      {records.isError && !records.data ? (
        <QueryError error={records.error} onRetry={() => void records.refetch()} />
      ) : (
        <Table<SeoPage>
          rowKey="id"
          columns={columns}
          dataSource={records.data?.items ?? []}
          loading={records.isFetching}
          locale={{ emptyText: 'No SEO records yet.' }}
          pagination={{
            current: page,
            pageSize: SEO_PAGE_SIZE,
            total: records.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${total} ${total === 1 ? 'record' : 'records'}`,
            onChange: goTo,
          }}
        />
      )}
      <SeoFormModal open={open} record={editing} onClose={() => setOpen(false)} />
    </section>
  );
}
