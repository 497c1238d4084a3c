import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { WORK_STATE_LABELS, type WorkState } from '@vernissage/core/schemas';
import { Tag } from 'antd';

/** Where a work stands: draft, listed, hidden, on hold or sold; the last two say why. */
export function WorkStateTag({ state }: { state: WorkState }) {
  const why = state === 'sold' ? SOLD_TOOLTIP[1] : state === 'on_hold' ? SOLD_TOOLTIP[2] : undefined;
  return (
    <Tag className={`work-state work-state--${state}`} title={why}>
      {WORK_STATE_LABELS[state]}
    </Tag>
  );
}
