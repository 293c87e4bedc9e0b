import { useState } from 'react';
import { Select } from 'antd';
import type { Zone } from '@xcb/shared/actions/platform';
import { useZones } from '../../../api/platform.ts';
import { L } from '../../../locale/labels.ts';

interface ZoneSelectProps {
  value: Zone | null;
  onChange: (zone: Zone | null) => void;
  status?: 'error' | '';
}

/** The exclusive-domain selector of /pyLogin and /pyRegistered, searching exclusive_list by name. */
export function ZoneSelect({ value, onChange, status }: ZoneSelectProps) {
  const [search, setSearch] = useState('');
  const zones = useZones(search, true);
  const options = (zones.data ?? []).map((z) => ({ value: z.exclusiveCode, label: z.exclusiveName, zone: z }));
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setSearch }}
      size="large"
      allowClear
      style={{ width: '100%' }}
      status={status}
      aria-label={L.auth.zoneSelect}
      placeholder={L.auth.zoneSelect}
      value={value?.exclusiveCode}
      loading={zones.isFetching}
      notFoundContent={L.auth.zoneNone}
      options={options}
      onChange={(code) => onChange(options.find((o) => o.value === code)?.zone ?? null)}
    />
  );
}
