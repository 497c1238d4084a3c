import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { WORK_STATE_LABELS, type WorkState } from '@vernissage/core/schemas';
import { StatusTag } from '../../../components/status-tag.tsx';
import type { StatusTone } from '../../../config/theme.ts';

const TONES: Record<WorkState, StatusTone> = { draft: 'neutral', listed: 'positive', hidden: 'neutral', on_hold: 'pending', sold: 'closed' };

/** Where a work stands: draft, listed, hidden, on hold or sold; the last two say why. */
export function WorkStateTag({ state }: { state: WorkState }) {
  const why = state === 'sold' ? SOLD_TOOLTIP[1] : state === 'on_hold' ? SOLD_TOOLTIP[2] : undefined;
  return (
    <StatusTag tone={TONES[state]} className="work-state" title={why}>
      {WORK_STATE_LABELS[state]}
    </StatusTag>
  );
}
