import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import { ADMIN_PAGE_SIZE, EVENT_MESSAGES as M, EVENT_STATE_LABELS, EVENT_STATES, type EventRow, type EventsPage, type EventState } from '@vernissage/core/schemas';
import { App, Button, Segmented, Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminTable } from '../../../components/admin-table/use-admin-table.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';
import type { StatusTone } from '../../../config/theme.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/api/get-session.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useAdminEvents } from '../api/get-admin-events.ts';
import { useMyEvents } from '../api/get-my-events.ts';
import { useReviewEvent } from '../api/review-event.ts';
import { useWithdrawEvent } from '../api/save-event.ts';
import { EventFormModal, type EventFormScope } from './event-form-modal.tsx';
import './events.css';

const TONES: Record<EventState, StatusTone> = { waiting: 'pending', approved: 'positive', rejected: 'urgent' };
const eventDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const listedDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayOf = (date: string | null) => (date ? eventDay.format(new Date(`${date}T00:00:00Z`)) : '—');

const stateColumn: TableColumnsType<EventRow>[number] = {
  title: 'State',
  dataIndex: 'state',
  key: 'state',
  render: (state: EventState) => <StatusTag tone={TONES[state]}>{EVENT_STATE_LABELS[state]}</StatusTag>,
};

function EventCell({ row, withAuthor }: { row: EventRow; withAuthor?: boolean }) {
  return (
    <span className="events-page__cell">
      <strong>{row.title}</strong>
      <span className="muted">
        {dayOf(row.date)}
        {withAuthor ? ` · listed by ${row.author}` : ''}
      </span>
      {row.path ? (
        <Link className="text-link" to={row.path}>
          {row.path}
        </Link>
      ) : null}
    </span>
  );
}

/**
 * /manage-news-events (every signed-in person; spec/02 side menu 'List An Event'): a member lists
 * an event, sees their own with their state, and edits or withdraws one while it waits; the admin
 * also sees every event, approves or rejects it (the author is e-mailed either way), edits or
 * deletes it, and writes news items that are published at once.
 */
export function ManageNewsEventsPage() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const [form, setForm] = useState<{ scope: EventFormScope; editing: EventRow | null } | null>(null);
  return (
    <section className="events-page">
      <PageHeading
        title="List An Event"
        description="Tell collectors about an opening, a talk or a fair. The team reviews each event; approved ones appear on News and Events."
        actions={
          <span className="events-page__actions">
            {isAdmin ? (
              <Button icon={<PlusOutlined />} onClick={() => setForm({ scope: 'admin', editing: null })}>
                Write a news item
              </Button>
            ) : null}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ scope: 'member', editing: null })}>
              List An Event
            </Button>
          </span>
        }
      />
      {isAdmin ? <ReviewEvents onEdit={(row) => setForm({ scope: 'admin', editing: row })} /> : null}
      {/* The admin edits any of their own rows as news; a member only while the event waits. */}
      <MyEvents onEdit={(row) => setForm({ scope: isAdmin ? 'admin' : 'member', editing: row })} editsAny={isAdmin} />
      <EventFormModal open={form !== null} scope={form?.scope ?? 'member'} editing={form?.editing ?? null} defaultAuthor={user?.name ?? ''} onClose={() => setForm(null)} />
    </section>
  );
}

function MyEvents({ onEdit, editsAny }: { onEdit: (row: EventRow) => void; editsAny: boolean }) {
  const table = useAdminTable(ADMIN_PAGE_SIZE, 'mine');
  const list = useMyEvents(table.offset, ADMIN_PAGE_SIZE);
  const withdraw = useWithdrawEvent();
  const columns: TableColumnsType<EventRow> = [
    { title: 'Event', key: 'event', render: (_, row) => <EventCell row={row} /> },
    stateColumn,
    { title: 'Listed', dataIndex: 'createdAt', key: 'createdAt', responsive: ['md'], render: (value: string) => listedDay.format(new Date(value)) },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_, row) =>
        editsAny || row.state === 'waiting' ? (
          <span className="events-page__actions">
            <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} onClick={() => onEdit(row)}>
              Edit
            </Button>
            {row.state === 'waiting' ? (
              <Button
                size="small"
                type="text"
                danger
                icon={<RollbackOutlined />}
                aria-label={`Withdraw ${row.title}`}
                onClick={() => table.confirmDelete({ title: M.withdrawConfirm, content: row.title, okText: 'Withdraw', remove: () => withdraw.mutateAsync(row.id), rowsOnPage: list.data?.items.length ?? 0 })}
              >
                Withdraw
              </Button>
            ) : null}
          </span>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="events-mine" className="events-page__section">
      <h2 id="events-mine" className="events-page__heading">
        Your events
      </h2>
      <EventsTable list={list} columns={columns} table={table} emptyText={'You have not listed an event yet.'} />
    </section>
  );
}

/** A page of events as a table, or the error with a retry: both lists of the page. */
function EventsTable({ list, columns, table, emptyText }: { list: UseQueryResult<EventsPage>; columns: TableColumnsType<EventRow>; table: ReturnType<typeof useAdminTable>; emptyText: string }) {
  if (list.isError && !list.data) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Table<EventRow>
      rowKey="id"
      columns={columns}
      dataSource={list.data?.items ?? []}
      loading={list.isFetching}
      locale={{ emptyText }}
      // On a phone the table scrolls sideways rather than squeezing the titles a letter wide.
      scroll={{ x: 'max-content' }}
      pagination={table.pagination(list.data?.total ?? 0, { one: 'event', many: 'events' })}
    />
  );
}

const FILTERS = [...EVENT_STATES, 'all'] as const;
type Filter = (typeof FILTERS)[number];

function ReviewEvents({ onEdit }: { onEdit: (row: EventRow) => void }) {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const filter: Filter = FILTERS.find((value) => value === raw) ?? 'waiting';
  const table = useAdminTable(ADMIN_PAGE_SIZE);
  const list = useAdminEvents(filter === 'all' ? null : filter, table.offset, ADMIN_PAGE_SIZE);
  const review = useReviewEvent();
  const remove = useDeleteEvent();

  const decide = (row: EventRow, state: 'approved' | 'rejected') =>
    review.mutate(
      { id: row.id, state },
      {
        onSuccess: (result) => void message.success(result.message),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );

  const columns: TableColumnsType<EventRow> = [
    { title: 'Event', key: 'event', render: (_, row) => <EventCell row={row} withAuthor /> },
    stateColumn,
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      align: 'right',
      render: (_, row) => (
        <span className="events-page__actions">
          {row.state !== 'approved' ? (
            <Button size="small" icon={<CheckOutlined />} aria-label={`Approve ${row.title}`} disabled={review.isPending} onClick={() => decide(row, 'approved')}>
              Approve
            </Button>
          ) : null}
          {row.state !== 'rejected' ? (
            <Button size="small" icon={<CloseOutlined />} aria-label={`Reject ${row.title}`} disabled={review.isPending} onClick={() => decide(row, 'rejected')}>
              Reject
            </Button>
          ) : null}
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${row.title}`} onClick={() => onEdit(row)}>
            Edit
          </Button>
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Delete ${row.title}`}
            title="Delete"
            onClick={() => table.confirmDelete({ title: M.deleteConfirm, content: row.title, remove: () => remove.mutateAsync(row.id), rowsOnPage: list.data?.items.length ?? 0 })}
          />
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="events-review" className="events-page__section">
      <h2 id="events-review" className="events-page__heading">
        Events to review
      </h2>
      <Segmented<Filter>
        className="events-page__filter"
        aria-label="Show events"
        value={filter}
        options={FILTERS.map((value) => ({ value, label: value === 'all' ? 'All' : EVENT_STATE_LABELS[value] }))}
        onChange={(value) =>
          setParams(
            (current) => {
              const copy = new URLSearchParams(current);
              copy.delete('page');
              if (value === 'waiting') copy.delete('state');
              else copy.set('state', value);
              return copy;
            },
            { replace: true },
          )
        }
      />
      <EventsTable list={list} columns={columns} table={table} emptyText={filter === 'waiting' ? 'No events are waiting for approval.' : 'No events here.'} />
    </section>
  );
}
