import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SHARED_LINK_MESSAGES as M, SHARED_LINKS_PAGE_SIZE, type SharedLinkRow } from '@vernissage/core/schemas';
import { App, Button, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useDeleteSharedLinks } from '../api/delete-shared-links.ts';
import { useSharedLinks } from '../api/get-shared-links.ts';
import { CuratedSetModal } from './curated-set-modal.tsx';
import './shared-links.css';

const TYPE_LABEL = { curate: 'Curated set', filter: 'Filter' } as const;
const created = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /manage-custom-url (admin; spec/02 "Manage Shared Links"): every shared link, newest first,
 * paged; each opens in a new tab; one or several deleted after 'Do you want to delete ?'.
 * Curated sets are created here too.
 */
export function ManageSharedLinksPage() {
  const phonePaging = usePhonePaging();
  const { message, modal } = App.useApp();
  const { shareHost } = useSiteConfig();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const links = useSharedLinks((page - 1) * SHARED_LINKS_PAGE_SIZE, SHARED_LINKS_PAGE_SIZE);
  const remove = useDeleteSharedLinks();
  const [selected, setSelected] = useState<number[]>([]);
  const [creating, setCreating] = useState(false);
  const host = (shareHost || window.location.origin).replace(/\/+$/, '');
  const goTo = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams(), { replace: true });

  const confirmDelete = (ids: number[], what: string) => {
    modal.confirm({
      title: M.deleteConfirm,
      content: what,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await remove.mutateAsync(ids);
          void message.success(result.message);
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          // Every row of a later page gone: show the page before it.
          if (links.data && ids.length >= links.data.items.length && page > 1) goTo(page - 1);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  const columns: TableColumnsType<SharedLinkRow> = [
    { title: 'Type', dataIndex: 'type', key: 'type', responsive: ['sm'], render: (type: SharedLinkRow['type']) => <Tag>{TYPE_LABEL[type]}</Tag> },
    {
      title: 'Target',
      key: 'target',
      render: (_, row) => (
        <span className="shared-links-page__target">
          {/* On a phone the type column is left out: the type heads the target instead. */}
          <span className="shared-links-page__type-inline muted">{TYPE_LABEL[row.type]}</span>
          {row.title ? <strong>{row.title}</strong> : null}
          <a className="text-link" href={`${host}${row.path}`} target="_blank" rel="noopener noreferrer">
            {`${host}${row.path}`}
          </a>
          {row.workCount !== null ? <span className="muted">{row.workCount === 1 ? '1 work' : `${row.workCount} works`}</span> : null}
        </span>
      ),
    },
    { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', className: 'shared-links-page__nowrap', responsive: ['md'], render: (value: string) => created.format(new Date(value)) },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 56,
      render: (_, row) => (
        <Button danger type="text" icon={<DeleteOutlined />} aria-label={`Delete ${row.title ?? row.path}`} title="Delete" onClick={() => confirmDelete([row.id], row.title ?? `${host}${row.path}`)} />
      ),
    },
  ];

  return (
    <section className="shared-links-page" aria-labelledby="shared-links-title">
      <header className="shared-links-page__header">
        <h1 id="shared-links-title" className="shared-links-page__title">
          Shared Links
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Create curated set
        </Button>
      </header>
      <div className="shared-links-page__toolbar">
        <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => confirmDelete(selected, selected.length === 1 ? '1 shared link' : `${selected.length} shared links`)}>
          Delete selected{selected.length ? ` (${selected.length})` : ''}
        </Button>
      </div>
      {links.isError && !links.data ? (
        <QueryError error={links.error} onRetry={() => void links.refetch()} />
      ) : (
        <Table<SharedLinkRow>
          className="shared-links-page__table"
          rowKey="id"
          columns={columns}
          dataSource={links.data?.items ?? []}
          loading={links.isFetching}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (row) => ({ 'aria-label': `Select ${row.title ?? row.path}` }),
          }}
          locale={{ emptyText: 'No shared links yet.' }}
          pagination={{
            ...phonePaging,
            current: page,
            pageSize: SHARED_LINKS_PAGE_SIZE,
            total: links.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `${total} ${total === 1 ? 'link' : 'links'}`,
            onChange: goTo,
          }}
        />
      )}
      <CuratedSetModal open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
