import type { BrowseParams } from '@vernissage/core/schemas';
import { Button, Drawer } from 'antd';
import { BrowseFilters } from './browse-filters.tsx';

interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  params: BrowseParams;
  onChange: (next: BrowseParams) => void;
  /** "Show 12 works": what closing it shows. */
  showLabel: string;
}

/** On a phone the filters open in a drawer from the left; its code loads when first opened. */
export function FiltersDrawer({ open, onClose, params, onChange, showLabel }: FiltersDrawerProps) {
  return (
    <Drawer title="Filters" placement="left" open={open} onClose={onClose} size={340}>
      <BrowseFilters params={params} onChange={onChange} />
      <Button type="primary" block onClick={onClose}>
        {showLabel}
      </Button>
    </Drawer>
  );
}
