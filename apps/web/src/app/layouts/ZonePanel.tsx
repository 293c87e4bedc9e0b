import { useEffect, useState } from 'react';
import { exclusiveEnter, type Zone } from '@xcb/shared/actions/platform';
import { callAction } from '../../api/client.ts';
import { useZones } from '../../api/platform.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Input } from '../../components/light/Input.tsx';
import { Spin } from '../../components/light/Spin.tsx';
import { SearchIcon } from '../../components/light/icons/Search.ts';
import { showError } from '../../api/feedback.ts';
import { saveZone } from '../../lib/storage.ts';
import { L } from '../../locale/labels.ts';
import { paths } from '../../lib/paths.ts';
import styles from './ZonePicker.module.css';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** The server decides first (the zone scope's own rule): a refused user (a public company, another zone's member) stays outside. */
async function enterZone(zone: Zone) {
  try {
    await callAction(exclusiveEnter, { exclusiveCode: zone.exclusiveCode });
  } catch (err) {
    showError(err);
    return;
  }
  saveZone({ code: zone.exclusiveCode, name: zone.exclusiveName });
  // spec: choosing a zone reloads home inside that zone
  window.location.assign(paths.home());
}

/** The zone picker's content (light, like the picker): a search box (专属域名称) and the matching zones, 暂无数据 when none. */
export function ZonePanel() {
  const [search, setSearch] = useState('');
  const name = useDebounced(search.trim(), 300);
  const zones = useZones(name, true);
  const list = zones.data ?? [];

  return (
    <div className={styles.zonePanel}>
      <Input
        allowClear
        onClear={() => setSearch('')}
        autoFocus
        wrapperClassName={styles.zoneSearch}
        prefix={<SearchIcon />}
        placeholder={L.header.zoneSearch}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Spin spinning={zones.isFetching} size="small">
        {list.length === 0 && !zones.isPending ? (
          <EmptyState compact />
        ) : (
          <ul className={styles.zoneList}>
            {list.map((zone) => (
              <li key={zone.exclusiveCode}>
                <button type="button" className={styles.zoneItem} onClick={() => void enterZone(zone)}>
                  {zone.exclusiveName}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
    </div>
  );
}
