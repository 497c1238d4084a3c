import { Select } from 'antd';
import { useLookups } from '../lib/api/get-lookups.ts';

interface CitySelectProps {
  value?: string | undefined;
  onChange?: (city: string) => void;
  id?: string;
  placeholder?: string;
}

/** The city field: the Chicago-area list, searchable (the form item carries CITY_TOOLTIP). */
export function CitySelect({ value, onChange, id, placeholder = 'Select your city' }: CitySelectProps) {
  const lookups = useLookups();
  return (
    <Select
      {...(id ? { id } : {})}
      value={value}
      onChange={onChange}
      showSearch
      placeholder={placeholder}
      loading={lookups.isPending}
      options={(lookups.data?.cities ?? []).map((city) => ({ value: city, label: city }))}
    />
  );
}
