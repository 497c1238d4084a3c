import { studioSortSchema, workStateSchema, type StudioSort, type WorkState } from '@vernissage/core/schemas';
import { useSearchParams } from 'react-router';

export type WorksView = 'grid' | 'list';

export interface WorksParams {
  page: number;
  q: string;
  state: WorkState | undefined;
  sort: StudioSort;
  view: WorksView;
  sellerId: string | undefined;
  sold: 'yes' | 'no' | undefined;
}

const DEFAULTS: Record<string, string> = { page: '1', sort: 'newest', view: 'grid' };

/**
 * The list's page, search, filters, sort and view live in the address, so a reload, the back
 * button or a shared link shows the same list. Defaults are left out of it.
 */
export function useWorksParams() {
  const [params, setParams] = useSearchParams();
  const parsedState = workStateSchema.safeParse(params.get('state'));
  const parsedSort = studioSortSchema.safeParse(params.get('sort'));
  const sold = params.get('sold');
  const current: WorksParams = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    q: params.get('q') ?? '',
    state: parsedState.success ? parsedState.data : undefined,
    sort: parsedSort.success ? parsedSort.data : 'newest',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    sellerId: params.get('sellerId') || undefined,
    sold: sold === 'yes' || sold === 'no' ? sold : undefined,
  };

  /** Changes some of them; anything but the page (or the view) goes back to page one. */
  const update = (next: Partial<WorksParams>) => {
    const resetsPage = Object.keys(next).some((key) => key !== 'page' && key !== 'view');
    const merged: WorksParams = { ...current, ...(resetsPage ? { page: 1 } : {}), ...next };
    const entries = Object.entries(merged)
      .map(([key, value]) => [key, value === undefined ? '' : String(value)] as const)
      .filter(([key, value]) => value !== '' && DEFAULTS[key] !== value);
    setParams(new URLSearchParams(entries.map(([key, value]) => [key, value])), { replace: true });
  };

  return { ...current, update };
}
