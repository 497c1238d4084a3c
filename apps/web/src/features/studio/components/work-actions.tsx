import { CopyOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { STUDIO_MESSAGES as S } from '@vernissage/core/schemas';
import { Button, Tooltip } from 'antd';
import { LinkButton } from '../../../components/link-button.tsx';
import { nextListing, type useWorkActions, type WorkRef } from './use-work-actions.tsx';
import { workFormPath } from './work-format.ts';

interface WorkActionsProps {
  work: WorkRef;
  actions: ReturnType<typeof useWorkActions>;
  /** Which actions to offer: the admin's table has no Duplicate. */
  duplicate?: boolean;
}

/** Edit, Duplicate, List or Hide, and Delete for one work, as icon buttons named for the work. */
export function WorkActions({ work, actions, duplicate = true }: WorkActionsProps) {
  const next = nextListing(work.state);
  const busy = actions.busyId === work.id;
  return (
    <div className="work-actions">
      <Tooltip title="Edit">
        <LinkButton type="text" icon={<EditOutlined aria-hidden />} to={workFormPath(work.id)} aria-label={`Edit ${work.title}`} />
      </Tooltip>
      {duplicate ? (
        <Tooltip title="Duplicate">
          <Button type="text" icon={<CopyOutlined aria-hidden />} disabled={busy} aria-label={`Duplicate ${work.title}`} onClick={() => void actions.copy(work)} />
        </Tooltip>
      ) : null}
      {next ? (
        <Tooltip title={next === 'listed' ? 'List for sale' : 'Hide'}>
          <Button
            type="text"
            icon={next === 'listed' ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            disabled={busy}
            aria-label={next === 'listed' ? `List ${work.title}` : `Hide ${work.title}`}
            onClick={() => actions.toggleListing(work)}
          />
        </Tooltip>
      ) : null}
      {/* A disabled button takes no pointer events: the wrapper carries the reason's tooltip. */}
      <Tooltip title={work.locked ? S.lockedDelete : 'Delete'}>
        <span className="work-actions__wrap">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={work.locked || busy}
            aria-label={work.locked ? `Delete ${work.title}: ${S.lockedDelete}` : `Delete ${work.title}`}
            onClick={() => actions.confirmDelete(work)}
          />
        </span>
      </Tooltip>
    </div>
  );
}
