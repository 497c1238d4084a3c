import { CheckCircleFilled, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { STUDIO_MESSAGES as S, type ListingRequirement, type StudioWork } from '@vernissage/core/schemas';
import { Button, Card, Tooltip } from 'antd';
import { StatusTag } from '../../../components/status-tag.tsx';
import { MissingList, type useWorkActions } from './use-work-actions.tsx';
import { formatDate } from './work-format.ts';
import { WorkStateTag } from './work-state-tag.tsx';

interface WorkStatusPanelProps {
  work: StudioWork | null;
  /** What listing lacks, from the form's current values. */
  missing: readonly ListingRequirement[];
  showSeller: boolean;
  actions: ReturnType<typeof useWorkActions>;
}

/** Where the work stands, what listing still needs, and the actions on the whole work. */
export function WorkStatusPanel({ work, missing, showSeller, actions }: WorkStatusPanelProps) {
  const settled = work?.state === 'on_hold' || work?.state === 'sold';
  const busy = work !== null && actions.busyId === work.id;
  return (
    <Card className="work-status" title={<h2 className="work-form__section">Status</h2>}>
      <p className="work-status__state">
        {work ? <WorkStateTag state={work.state} /> : <StatusTag tone="neutral" className="work-state">
            New, not saved yet
          </StatusTag>}
      </p>
      {work && showSeller ? <p className="work-status__line">By {work.seller.name}</p> : null}
      {work ? (
        <p className="work-status__line muted">
          Added {formatDate(work.createdAt)} · saved {formatDate(work.updatedAt)}
        </p>
      ) : null}
      {settled ? null : missing.length > 0 ? (
        <div className="work-status__missing">
          <p>{S.listingIncomplete}:</p>
          <MissingList missing={missing} />
        </div>
      ) : (
        <p className="work-status__ready">
          <CheckCircleFilled aria-hidden /> It has everything a listing needs.
        </p>
      )}
      {work ? (
        <div className="work-status__actions">
          <Button icon={<CopyOutlined aria-hidden />} disabled={busy} onClick={() => void actions.copy(work)}>
            Duplicate
          </Button>
          <Tooltip title={work.locked ? S.lockedDelete : undefined}>
            <span className="work-actions__wrap">
              <Button danger icon={<DeleteOutlined aria-hidden />} disabled={work.locked || busy} onClick={() => actions.confirmDelete(work)}>
                Delete
              </Button>
            </span>
          </Tooltip>
          {work.locked ? <p className="work-status__note">{S.lockedDelete}</p> : null}
        </div>
      ) : null}
    </Card>
  );
}
