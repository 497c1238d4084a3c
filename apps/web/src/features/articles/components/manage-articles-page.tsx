import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ADMIN_ARTICLE_MESSAGES, ADMIN_PAGE_SIZE, type AdminArticleKind, type AdminArticleRow } from '@vernissage/core/schemas';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminTable } from '../../../components/admin-table/use-admin-table.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import { useAdminArticles, useDeleteAdminArticle } from '../api/manage-articles.ts';
import { ADMIN_KIND_TEXT } from './admin-kinds.ts';
import { ArticleFormModal } from './article-form-modal.tsx';
import './manage-articles.css';

/**
 * /manage-exhibition, /manage-blogs and /manage-education (admin): every entry of the kind,
 * paged; created and edited in a modal, deleted after the spec's confirmation.
 */
export function ManageArticlesPage({ kind }: { kind: AdminArticleKind }) {
  const M = ADMIN_ARTICLE_MESSAGES[kind];
  const text = ADMIN_KIND_TEXT[kind];
  const table = useAdminTable(ADMIN_PAGE_SIZE);
  const list = useAdminArticles(kind, table.offset, ADMIN_PAGE_SIZE);
  const remove = useDeleteAdminArticle();
  const [editing, setEditing] = useState<AdminArticleRow | null>(null);
  const [open, setOpen] = useState(false);

  const columns: TableColumnsType<AdminArticleRow> = [
    {
      title: text.entry,
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
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: AdminArticleRow['status']) => <StatusTag tone={status === '1' ? 'positive' : 'neutral'}>{status === '1' ? 'Active' : 'Inactive'}</StatusTag> },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 100,
      render: (_, row) => (
        <span className="manage-articles__actions">
          <Button type="text" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} title="Edit" onClick={() => { setEditing(row); setOpen(true); }} />
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Delete ${row.title}`}
            title="Delete"
            onClick={() => table.confirmDelete({ title: M.deleteConfirm, content: row.title, remove: () => remove.mutateAsync({ kind, id: row.id }), rowsOnPage: list.data?.items.length ?? 0 })}
          />
        </span>
      ),
    },
  ];

  return (
    <section>
      <PageHeading
        title={text.heading}
        description={text.intro}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => { setEditing(null); setOpen(true); }}>
            Create {text.entry}
          </Button>
        }
      />
      {list.isError && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminArticleRow>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.items ?? []}
          loading={list.isFetching}
          locale={{ emptyText: text.empty }}
          pagination={table.pagination(list.data?.total ?? 0, { one: text.one, many: text.many })}
        />
      )}
      <ArticleFormModal kind={kind} open={open} article={editing} onClose={() => setOpen(false)} />
    </section>
  );
}
