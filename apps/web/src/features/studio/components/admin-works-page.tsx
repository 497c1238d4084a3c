import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { listingIncompleteMessage, WORK_STATE_LABELS, WORK_STATES, type BulkStateResult, type StudioSort, type StudioWorkRow, type WorkState } from '@vernissage/core/schemas';
import { Alert, App, Button, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBulkWorkState } from '../api/bulk-work-state.ts';
import { useAdminSellers } from '../api/get-admin-sellers.ts';
import { useAdminWorks } from '../api/get-admin-works.ts';
import { useWorkActions } from './use-work-actions.tsx';
import { useWorksParams } from './use-works-params.ts';
import { WorkActions } from './work-actions.tsx';
import { WorksSearch } from './works-search.tsx';
import { ADMIN_WORKS_PAGE_SIZE, formatDate, SORT_OPTIONS, workFormPath } from './work-format.ts';
import { WorkPrice } from './work-price.tsx';
import { WorkStateTag } from './work-state-tag.tsx';
import './studio.css';

const SOLD_OPTIONS = [
  { value: '', label: 'Sold or not' },
  { value: 'yes', label: 'Sold' },
  { value: 'no', label: 'Not sold' },
];

function SoldCell({ sold }: { sold: StudioWorkRow['sold'] }) {
  if (sold === 0) return <span className="muted">—</span>;
  return (
    <Tooltip title={SOLD_TOOLTIP[sold]}>
      <span className={`sold-flag sold-flag--${sold === 1 ? 'sold' : 'hold'}`} tabIndex={0} role="img" aria-label={`${sold === 1 ? 'Sold' : 'On hold'}: ${SOLD_TOOLTIP[sold]}`}>
        {sold === 1 ? 'Sold' : 'On hold'}
      </span>
    </Tooltip>
  );
}

function RefusedAlert({ refused, state, onClose }: { refused: BulkStateResult['refused']; state: 'listed' | 'hidden'; onClose: () => void }) {
  // Hiding a draft makes it ready to list, so it is refused for the same reasons (docs/decisions/017).
  const verb = state === 'listed' ? 'listed' : 'hidden';
  return (
    <Alert
      className="admin-works__refused"
      type="warning"
      showIcon
      closable={{ 'aria-label': 'Close' }}
      onClose={onClose}
      role="alert"
      title={refused.length === 1 ? `1 work could not be ${verb}` : `${refused.length} works could not be ${verb}`}
      description={
        <ul className="admin-works__refused-list">
          {refused.map((work) => (
            <li key={work.id}>
              <Link to={workFormPath(work.id)}>{work.title}</Link>: {listingIncompleteMessage(work.missing)}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** /admin-art-works, /art-works and /art-works-actions (admin): every work, paged on the server, with bulk listing and hiding. */
export function AdminWorksPage() {
  const phonePaging = usePhonePaging();
  const { message, modal } = App.useApp();
  const params = useWorksParams();
  const works = useAdminWorks({
    q: params.q || undefined,
    state: params.state,
    sort: params.sort,
    sellerId: params.sellerId,
    sold: params.sold,
    offset: (params.page - 1) * ADMIN_WORKS_PAGE_SIZE,
    limit: ADMIN_WORKS_PAGE_SIZE,
  });
  const sellers = useAdminSellers();
  const actions = useWorkActions({
    confirmListing: true,
    onDeleted: () => works.data?.items.length === 1 && params.page > 1 && params.update({ page: params.page - 1 }),
  });
  const bulk = useBulkWorkState();
  const [selected, setSelected] = useState<number[]>([]);
  const [refused, setRefused] = useState<{ works: BulkStateResult['refused']; state: 'listed' | 'hidden' }>({ works: [], state: 'listed' });
  const counts = works.data?.counts;

  const confirmBulk = (state: 'listed' | 'hidden') => {
    const ids = selected;
    const works = ids.length === 1 ? '1 work' : `${ids.length} works`;
    modal.confirm({
      title: state === 'hidden' ? `Hide ${works}?` : `List ${works} for sale?`,
      content:
        state === 'hidden'
          ? 'They leave every list and gallery; their ratings and orders are kept.'
          : 'Collectors can find and buy them at once. A work that lacks what a listing needs stays as it is, and you are told what it lacks.',
      okText: state === 'hidden' ? 'Hide' : 'List',
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          const result = await bulk.mutateAsync({ ids, state });
          void message.success(result.message);
          setRefused({ works: result.refused, state });
          setSelected([]);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      },
    });
  };

  const columns: TableColumnsType<StudioWorkRow> = [
    { title: <span className="visually-hidden">Cover</span>, key: 'cover', width: 72, responsive: ['sm'], render: (_, work) => <ArtworkThumb image={work.cover} size={56} /> },
    {
      title: 'Title',
      key: 'title',
      render: (_, work) => (
        <span className="works-table__name">
          <Link to={workFormPath(work.id)} className="works-table__title">
            {work.title}
          </Link>
          <span className="works-table__artist">{work.seller.name}</span>
          <span className="works-table__inline">
            <WorkPrice price={work.price} discountedPrice={work.discountedPrice} />
            <WorkStateTag state={work.state} />
          </span>
        </span>
      ),
    },
    { title: 'Artist', key: 'artist', responsive: ['lg'], render: (_, work) => work.seller.name },
    { title: 'Price', key: 'price', align: 'right', responsive: ['sm'], render: (_, work) => <WorkPrice price={work.price} discountedPrice={work.discountedPrice} /> },
    { title: 'State', key: 'state', responsive: ['sm'], render: (_, work) => <WorkStateTag state={work.state} /> },
    { title: 'Sold', key: 'sold', responsive: ['md'], render: (_, work) => <SoldCell sold={work.sold} /> },
    { title: 'Created', key: 'createdAt', responsive: ['xl'], className: 'works-table__nowrap', render: (_, work) => formatDate(work.createdAt) },
    { title: <span className="visually-hidden">Actions</span>, key: 'actions', align: 'right', render: (_, work) => <WorkActions work={work} actions={actions} duplicate={false} /> },
  ];

  const stateOptions = [
    { value: '', label: 'Every state' },
    ...WORK_STATES.map((state) => ({ value: state, label: counts ? `${WORK_STATE_LABELS[state]} (${counts[state]})` : WORK_STATE_LABELS[state] })),
  ];
  const sellerOptions = [{ value: '', label: 'Every artist' }, ...(sellers.data ?? []).map((seller) => ({ value: seller.id, label: `${seller.name} (${seller.works})` }))];

  return (
    <div className="admin-works">
      <PageHeading title="Art Works" description="Every work of every artist and merchant: find one, edit it, list or hide it, or change many at once." />
      <div className="works-toolbar" role="search">
        <WorksSearch label="Search by title or artist" params={params} />
        <Select
          className="works-toolbar__filter"
          aria-label="Artist"
          showSearch={{ optionFilterProp: 'label' }}
          value={params.sellerId ?? ''}
          options={sellerOptions}
          loading={sellers.isPending}
          onChange={(sellerId: string) => params.update({ sellerId: sellerId || undefined })}
        />
        <Select className="works-toolbar__filter" aria-label="State" value={params.state ?? ''} options={stateOptions} onChange={(state: WorkState | '') => params.update({ state: state || undefined })} />
        <Select className="works-toolbar__filter" aria-label="Sold" value={params.sold ?? ''} options={SOLD_OPTIONS} onChange={(sold: 'yes' | 'no' | '') => params.update({ sold: sold || undefined })} />
        <Select<StudioSort> className="works-toolbar__filter" aria-label="Sort" value={params.sort} options={SORT_OPTIONS} onChange={(sort) => params.update({ sort })} />
      </div>
      {refused.works.length > 0 ? <RefusedAlert refused={refused.works} state={refused.state} onClose={() => setRefused({ works: [], state: 'listed' })} /> : null}
      <div className="admin-works__bulk" aria-live="polite">
        <span>{selected.length === 0 ? 'Select works to list or hide several at once.' : selected.length === 1 ? '1 work selected' : `${selected.length} works selected`}</span>
        <Button icon={<EyeInvisibleOutlined aria-hidden />} disabled={selected.length === 0 || bulk.isPending} onClick={() => confirmBulk('hidden')}>
          Hide selected
        </Button>
        <Button icon={<EyeOutlined aria-hidden />} disabled={selected.length === 0 || bulk.isPending} onClick={() => confirmBulk('listed')}>
          List selected
        </Button>
      </div>
      {works.isError && !works.data ? (
        <QueryError error={works.error} onRetry={() => void works.refetch()} />
      ) : (
        <Table<StudioWorkRow>
          className="works-table admin-works__table"
          rowKey="id"
          columns={columns}
          dataSource={works.data?.items ?? []}
          loading={works.isFetching}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (work) => ({ 'aria-label': `Select ${work.title}` }),
          }}
          locale={{ emptyText: params.q || params.state || params.sellerId || params.sold ? 'No works match these filters.' : 'No works yet.' }}
          pagination={{
            ...phonePaging,
            current: params.page,
            pageSize: ADMIN_WORKS_PAGE_SIZE,
            total: works.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => (total === 1 ? '1 work' : `${total} works`),
            onChange: (page) => params.update({ page }),
          }}
        />
      )}
    </div>
  );
}
