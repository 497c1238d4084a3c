import { SOLD_TOOLTIP } from '@vernissage/core/constants';
import { Tooltip } from './ui/tooltip.tsx';
import './sold-marker.css';

/** The sold or on-hold marker (spec/01 §2): its tooltip says which. Nothing for available works. */
export function SoldMarker({ sold }: { sold: 0 | 1 | 2 }) {
  if (sold === 0) return null;
  const label = sold === 1 ? 'Sold' : 'On hold';
  return (
    <Tooltip title={SOLD_TOOLTIP[sold]}>
      <span className={`sold-marker sold-marker--${sold === 1 ? 'sold' : 'hold'}`} tabIndex={0} aria-label={`${label}: ${SOLD_TOOLTIP[sold]}`}>
        {label}
      </span>
    </Tooltip>
  );
}
