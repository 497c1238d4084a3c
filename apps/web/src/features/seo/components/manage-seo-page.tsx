import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SEO_MESSAGES as M, SEO_PAGE_SIZE, type SeoPage } from '@vernissage/core/schemas';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminTable } from '../../../components/admin-table/use-admin-table.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
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
  const table = useAdminTable(SEO_PAGE_SIZE);
  const records = useSeoPages(table.offset, SEO_PAGE_SIZE);
  const remove = useDeleteSeoPage();
  const [editing, setEditing] = useState<SeoPage | null>(null);
  const [open, setOpen] = useState(false);

  const confirmDelete = (record: SeoPage) =>
    table.confirmDelete({ title: M.deleteConfirm, content: `${record.pageName} (${record.pageUrl})`, remove: () => remove.mutateAsync(record.id), rowsOnPage: records.data?.items.length ?? 0 });

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
          pagination={table.pagination(records.data?.total ?? 0, { one: 'record', many: 'records' })}
        />
      )}
      <SeoFormModal open={open} record={editing} onClose={() => setOpen(false)} />
    </section>
  );
}
