import { STUDIO_SEARCH_MAX } from '@vernissage/core/schemas';
import { Input } from 'antd';
import type { useWorksParams } from './use-works-params.ts';

/** The search box of My Works and Art Works: the words live in the address, searched on Enter. */
export function WorksSearch({ label, params }: { label: string; params: ReturnType<typeof useWorksParams> }) {
  return (
    <Input.Search
      key={params.q}
      className="works-toolbar__search"
      defaultValue={params.q}
      placeholder={label}
      aria-label={label}
      allowClear
      enterButton="Search"
      maxLength={STUDIO_SEARCH_MAX}
      onSearch={(value) => params.update({ q: value.trim() })}
    />
  );
}
