import { AppstoreOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { WORK_STATE_LABELS, WORK_STATES, type StateCounts, type StudioSort, type StudioWorkRow, type WorkState } from '@vernissage/core/schemas';
import { Button, Empty, Pagination, Segmented, Select, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { ArtworkThumb } from '../../../components/artwork-thumb.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useStudioWorks } from '../api/get-studio-works.ts';
import { useWorkActions } from './use-work-actions.tsx';
import { useWorksParams, type WorksView } from './use-works-params.ts';
import { WorkActions } from './work-actions.tsx';
import { WorkCover } from './work-cover.tsx';
import { WorksSearch } from './works-search.tsx';
import { formatDate, MY_WORKS_PAGE_SIZE, SORT_OPTIONS, workFormPath } from './work-format.ts';
import { WorkPrice } from './work-price.tsx';
import { WorkStateTag } from './work-state-tag.tsx';
import './studio.css';

/** Two cards a row on a phone, up to about five on a wide screen. */
const CARD_SIZES = '(max-width: 600px) 45vw, 260px';

const NONE_IN_STATE: Record<WorkState, string> = {
  draft: 'You have no drafts.',
  listed: 'None of your works is listed.',
  hidden: 'None of your works is hidden.',
  on_hold: 'None of your works is on hold.',
  sold: 'None of your works has sold yet.',
};

function sizeLine(work: Pick<StudioWorkRow, 'width' | 'height'>): string | null {
  return work.width !== null && work.height !== null ? `${work.width} x ${work.height} in` : null;
}

function stateOptions(counts: StateCounts | undefined) {
  const all = counts ? WORK_STATES.reduce((sum, state) => sum + counts[state], 0) : undefined;
  const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${count})`);
  return [
    { value: 'all', label: label('All', all) },
    ...WORK_STATES.map((state) => ({ value: state, label: label(WORK_STATE_LABELS[state], counts?.[state]) })),
  ];
}

function WorkCard({ work, actions }: { work: StudioWorkRow; actions: ReturnType<typeof useWorkActions> }) {
  const titleId = `work-${work.id}-title`;
  const size = sizeLine(work);
  return (
    <li className="work-card">
      <article aria-labelledby={titleId}>
        <Link to={workFormPath(work.id)} className="work-card__image" tabIndex={-1} aria-hidden="true">
          <WorkCover image={work.cover} sizes={CARD_SIZES} />
        </Link>
        <div className="work-card__body">
          <h2 id={titleId} className="work-card__title">
            <Link to={workFormPath(work.id)}>{work.title}</Link>
          </h2>
          <p className="work-card__price">
            <WorkPrice price={work.price} discountedPrice={work.discountedPrice} />
          </p>
          {size ? <p className="work-card__meta">{size}</p> : null}
          <div className="work-card__footer">
            <WorkStateTag state={work.state} />
            <WorkActions work={work} actions={actions} />
          </div>
        </div>
      </article>
    </li>
  );
}

function WorksTable({ works, actions, loading }: { works: StudioWorkRow[]; actions: ReturnType<typeof useWorkActions>; loading: boolean }) {
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
          <span className="works-table__inline">
            <WorkPrice price={work.price} discountedPrice={work.discountedPrice} />
            <WorkStateTag state={work.state} />
          </span>
        </span>
      ),
    },
    { title: 'Price', key: 'price', align: 'right', responsive: ['sm'], render: (_, work) => <WorkPrice price={work.price} discountedPrice={work.discountedPrice} /> },
    { title: 'Size', key: 'size', responsive: ['lg'], className: 'works-table__nowrap', render: (_, work) => sizeLine(work) ?? '—' },
    { title: 'State', key: 'state', responsive: ['sm'], render: (_, work) => <WorkStateTag state={work.state} /> },
    { title: 'Updated', key: 'updatedAt', responsive: ['md'], className: 'works-table__nowrap', render: (_, work) => formatDate(work.updatedAt) },
    { title: <span className="visually-hidden">Actions</span>, key: 'actions', align: 'right', render: (_, work) => <WorkActions work={work} actions={actions} /> },
  ];
  return <Table<StudioWorkRow> className="works-table" rowKey="id" columns={columns} dataSource={works} loading={loading} pagination={false} />;
}

/** /my-works/grid and /project: an artist's or merchant's works, by state, searched, sorted, as a grid or a list. */
export function MyWorksPage() {
  const { product } = useSiteConfig();
  const params = useWorksParams();
  const works = useStudioWorks({ q: params.q || undefined, state: params.state, sort: params.sort, offset: (params.page - 1) * MY_WORKS_PAGE_SIZE, limit: MY_WORKS_PAGE_SIZE });
  const data = works.data;
  // The last work of a later page deleted: show the page before it.
  const actions = useWorkActions({ onDeleted: () => data?.items.length === 1 && params.page > 1 && params.update({ page: params.page - 1 }) });
  const owned = data ? WORK_STATES.reduce((sum, state) => sum + data.counts[state], 0) : 0;
  const addButton = (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={workFormPath('new')}>
      Add a work
    </LinkButton>
  );

  return (
    <div className="my-works">
      <PageHeading title="My Works" description={`The works you sell on ${product}: add them, keep them up to date, list them for sale or hide them.`} actions={addButton} />
      {works.isPending ? <PageLoader label="Loading your works" /> : null}
      {works.isError && !data ? <QueryError error={works.error} onRetry={() => void works.refetch()} /> : null}
      {data && owned === 0 ? (
        <Empty className="my-works__empty" description="You have not added any works yet. Add your first: it stays a draft until you list it for sale.">
          {addButton}
        </Empty>
      ) : null}
      {data && owned > 0 ? (
        <>
          <Segmented
            className="my-works__states"
            aria-label="Show works"
            value={params.state ?? 'all'}
            options={stateOptions(data.counts)}
            onChange={(value) => params.update({ state: value === 'all' ? undefined : (value as WorkState) })}
          />
          <div className="works-toolbar" role="search">
            <WorksSearch label="Search by title" params={params} />
            <Select<StudioSort> className="works-toolbar__sort" aria-label="Sort" value={params.sort} options={SORT_OPTIONS} onChange={(sort) => params.update({ sort })} />
            <Segmented<WorksView>
              className="works-toolbar__view"
              aria-label="View"
              value={params.view}
              onChange={(view) => params.update({ view })}
              options={[
                { value: 'grid', icon: <AppstoreOutlined aria-hidden />, label: 'Grid' },
                { value: 'list', icon: <UnorderedListOutlined aria-hidden />, label: 'List' },
              ]}
            />
          </div>
          <p className="works-count" aria-live="polite">
            {data.total === 1 ? '1 work' : `${data.total} works`}
            {params.q ? ` matching “${params.q}”` : ''}
          </p>
          {data.items.length === 0 ? (
            <div className="works-none">
              <p>{params.q ? 'No works match this search.' : params.state ? NONE_IN_STATE[params.state] : 'No works on this page.'}</p>
              <Button onClick={() => params.update({ q: '', state: undefined })}>Show all works</Button>
            </div>
          ) : params.view === 'list' ? (
            <WorksTable works={data.items} actions={actions} loading={works.isFetching} />
          ) : (
            <ul className="work-grid" aria-label="Your works" aria-busy={works.isFetching}>
              {data.items.map((work) => (
                <WorkCard key={work.id} work={work} actions={actions} />
              ))}
            </ul>
          )}
          {data.total > MY_WORKS_PAGE_SIZE ? (
            <Pagination
              className="works-pagination"
              current={params.page}
              pageSize={MY_WORKS_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={(page) => params.update({ page })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
