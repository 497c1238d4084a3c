import { QUESTION_KINDS, type QuestionItem, type QuestionListQuery } from '@vernissage/core/schemas';
import { formatPrice } from '@vernissage/core/text';
import { Segmented, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { KeyboardScroll } from '../../../components/admin-table/keyboard-scroll.tsx';
import { usePhonePaging } from '../../../components/admin-table/use-admin-table.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useQuestions } from '../api/get-questions.ts';
import './questions.css';
import { StatusTag } from '../../../components/status-tag.tsx';

const PAGE_SIZE = 20;
const KIND_LABELS: Record<QuestionListQuery['kind'], string> = { all: 'All', questions: 'Questions', offers: 'Offers' };
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const columns: TableColumnsType<QuestionItem> = [
  { title: 'Received', dataIndex: 'createdAt', width: 150, render: (value: string) => dateFormat.format(new Date(value)) },
  {
    title: 'Artwork',
    dataIndex: 'artwork',
    render: (artwork: QuestionItem['artwork']) => <Link className="text-link" to={artwork.path}>
        {artwork.title}
      </Link>,
  },
  {
    title: 'Kind',
    dataIndex: 'isOffer',
    width: 140,
    render: (_: boolean, item) => (item.isOffer ? <StatusTag tone="pending">Offer {item.offerAmount !== null ? formatPrice(item.offerAmount) : ''}</StatusTag> : <Tag>Question</Tag>),
  },
  {
    title: 'From',
    key: 'from',
    render: (_, item) => (
      <div className="question-from">
        <strong>{item.name}</strong>
        {item.userId ? <span className="muted"> (member)</span> : null}
        <a href={`mailto:${item.email}`}>{item.email}</a>
        <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>
      </div>
    ),
  },
  { title: 'Message', dataIndex: 'message', render: (message: string) => <p className="question-message">{message}</p> },
];

/** /questions: what visitors and members asked or offered from artwork pages, newest first (admin). */
export function QuestionsPage() {
  const phonePaging = usePhonePaging();
  const [kind, setKind] = useState<QuestionListQuery['kind']>('all');
  const [page, setPage] = useState(1);
  const list = useQuestions({ kind, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

  return (
    <div className="questions-page">
      <PageHeading
        title="Questions & Offers"
        description="What people asked or offered from artwork pages. The team and the artist got each one by e-mail."
        actions={
          <Segmented<QuestionListQuery['kind']>
            aria-label="Show"
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage(1);
            }}
            options={QUESTION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
          />
        }
      />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <KeyboardScroll label="Questions and offers">
          <Table<QuestionItem>
            rowKey="id"
            columns={columns}
            dataSource={list.data?.items ?? []}
            loading={list.isFetching}
            scroll={{ x: 900 }}
            locale={{ emptyText: kind === 'offers' ? 'No offers yet' : kind === 'questions' ? 'No questions yet' : 'Nothing has come in yet' }}
            pagination={{ ...phonePaging, current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          />
        </KeyboardScroll>
      )}
    </div>
  );
}
