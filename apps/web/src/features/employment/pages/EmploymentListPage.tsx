import { Suspense, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDictionary } from '../../../api/platform.ts';
import { useDemands } from '../api.ts';
import { DemandRows } from '../components/DemandRows.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Card } from '../../../components/light/Card.tsx';
import { SearchInput } from '../../../components/light/Input.tsx';
import { Select } from '../../../components/light/Select.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { CheckableTag } from '../../../components/light/Tag.tsx';
import { Tabs } from '../../../components/light/Tabs.tsx';
import { employmentPaths } from '../paths.ts';
import styles from './EmploymentListPage.module.css';
import { EL } from '../../../locale/employment.ts';

// spec: /employment, the short-term hire list with filters (type, city, on-site or remote, duration,
// budget) and sort. The query string holds the filters, so home links (?needCd=0|1) and the search bar
// (?keyword=) land on a filtered list. The type and city choices are the platform's data dictionaries
// (xmlx 项目类型, rmcs 热门城市), so what staff edit in the back office's 数据字典 is what users filter by;
// demands keep the names, so the names are the filter values.

// Light (no antd on its first load): the list is a first page from the home page and the search bar.
// 为你推荐 (issue 27: demands scored by the worker's skills, with reasons) uses antd and loads with its tab,
// in antd's scope (components/antd/antd-lazy.ts).
const ForYou = lazyWithAntd(() => import('../../../components/matching/ForYou.tsx').then((m) => m.ForYou));
/** The 排序 choice that opens 为你推荐 (the list itself sorts by date, budget or views) */
const BY_MATCH = 'match';

/** Dictionary 项目类型 (also free_need's choices) */
const TYPE_DICTIONARY = 'xmlx';
/** Dictionary 热门城市 (migration 0017) */
const CITY_DICTIONARY = 'rmcs';
const DURATIONS: Record<string, [number | undefined, number | undefined]> = {
  '': [undefined, undefined],
  a: [undefined, 30],
  b: [31, 90],
  c: [91, undefined],
};
const BUDGETS: Record<string, [number | undefined, number | undefined]> = {
  '': [undefined, undefined],
  a: [undefined, 10000],
  b: [10000, 50000],
  c: [50000, undefined],
};

/** A filter's or the sort's choices: the values in order, their labels from the catalogue. */
const choices = (values: string[], labels: readonly string[]) => values.map((value, i) => ({ value, label: labels[i] ?? value }));
const ABC = ['a', 'b', 'c'];

type TabKey = 'all' | 'for_you';

/** Puts the tab the person chose into the query string (light Tabs keeps its own choice; a pane mounts when chosen). */
function TabShown({ tab, onShown, children }: { tab: TabKey; onShown: (tab: TabKey) => void; children: React.ReactNode }) {
  const shown = useEffectEvent(() => onShown(tab));
  useEffect(() => shown(), [tab]);
  return children;
}

/** /employment: the list with its filters, and 为你推荐 beside it (?tab=for_you). */
export function EmploymentListPage() {
  const [sp, setSp] = useSearchParams();
  const tab: TabKey = sp.get('tab') === 'for_you' ? 'for_you' : 'all';
  // Light Tabs keep their own choice: the pane the person opens puts itself into the query string (onShown);
  // when the query string names another tab by itself (the sort's 按匹配度) the Tabs start again on it.
  const [chosen, setChosen] = useState<TabKey>(tab);
  const [urlTab, setUrlTab] = useState<TabKey>(tab);
  const [tabsKey, setTabsKey] = useState(0);
  if (urlTab !== tab) {
    setUrlTab(tab);
    if (chosen !== tab) setTabsKey((k) => k + 1);
  }
  const onShown = (k: TabKey) => {
    setChosen(k);
    if (k !== tab) setSp(k === 'for_you' ? new URLSearchParams({ tab: 'for_you' }) : new URLSearchParams(), { replace: true });
  };
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Tabs
        key={tabsKey}
        defaultActiveKey={tab}
        items={[
          {
            key: 'all',
            label: EL.list.all,
            destroyOnHidden: true,
            children: (
              <TabShown tab="all" onShown={onShown}>
                <DemandBrowser onMatch={() => setSp(new URLSearchParams({ tab: 'for_you' }), { replace: true })} />
              </TabShown>
            ),
          },
          {
            key: 'for_you',
            label: EL.list.forYou,
            destroyOnHidden: true,
            children: (
              <TabShown tab="for_you" onShown={onShown}>
                <Card size="small">
                  <Suspense fallback={<Skeleton />}>
                    <ForYou kind="demand" />
                  </Suspense>
                </Card>
              </TabShown>
            ),
          },
        ]}
      />
    </div>
  );
}

function Filter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  // on a phone the chips scroll sideways: the chosen one in sight when the page opens on it
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = chips.current;
    const pressed = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (strip && pressed && strip.scrollWidth > strip.clientWidth)
      strip.scrollLeft = pressed.offsetLeft - strip.offsetLeft - (strip.clientWidth - pressed.offsetWidth) / 2;
  }, [value, options.length]);
  return (
    <div className={styles.filter} role="group" aria-labelledby={id}>
      <span id={id} className={styles.filterLabel}>
        {label}
      </span>
      <div ref={chips} className={styles.chips}>
        {[{ value: '', label: EL.anyLimit }, ...options].map((o) => (
          <CheckableTag key={o.value} checked={value === o.value} onChange={() => onChange(o.value)}>
            {o.label}
          </CheckableTag>
        ))}
      </div>
    </div>
  );
}

function DemandBrowser({ onMatch }: { onMatch: () => void }) {
  const [sp, setSp] = useSearchParams();
  const get = (key: string) => sp.get(key) ?? '';
  const set = (key: string, value: string) =>
    setSp((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const keyword = get('keyword');
  const search = (v: string) => set('keyword', v.trim());
  const page = Number(get('page') || '1');
  const dur = DURATIONS[get('dur')] ?? DURATIONS[''];
  const bud = BUDGETS[get('budget')] ?? BUDGETS[''];
  const q = {
    pageNum: page - 1,
    pageSize: 10,
    cd: get('needCd') === '' ? undefined : Number(get('needCd')),
    needtype: get('type') || undefined,
    city: get('city') || undefined,
    iszc: get('iszc') === '' ? undefined : Number(get('iszc')),
    timeMin: dur?.[0],
    timeMax: dur?.[1],
    moneyMin: bud?.[0],
    moneyMax: bud?.[1],
    keyword: get('keyword') || undefined,
    px: Number(get('px') || '0'),
  };
  const list = useDemands(q);
  const filtered = ['needCd', 'type', 'city', 'iszc', 'dur', 'budget', 'keyword'].some((k) => get(k) !== '');
  const types = useDictionary(TYPE_DICTIONARY).data ?? [];
  const cities = useDictionary(CITY_DICTIONARY).data ?? [];
  const filter = (label: string, key: string, options: { value: string; label: string }[]) => (
    <Filter label={label} value={get(key)} onChange={(v) => set(key, v)} options={options} />
  );
  return (
    <div>
      <Card size="small" className={styles.filters}>
        {filter(EL.list.cycle, 'needCd', choices(['0', '1'], EL.cycles))}
        {filter(
          EL.list.type,
          'type',
          types.map((t) => ({ value: t.name, label: t.name })),
        )}
        {filter(
          EL.list.city,
          'city',
          cities.map((t) => ({ value: t.name, label: t.name })),
        )}
        {filter(EL.list.mode, 'iszc', choices(['1', '0'], [EL.onSite, EL.remote]))}
        {filter(EL.list.days, 'dur', choices(ABC, EL.list.durations))}
        {filter(EL.list.budget, 'budget', choices(ABC, EL.list.budgets))}
      </Card>
      <Card>
        <div className={styles.head}>
          <div className={styles.title}>{EL.list.title}</div>
          <div className={styles.tools}>
            <SearchInput
              value={keyword}
              onSearch={search}
              className={styles.search}
              aria-label={EL.list.search}
              placeholder={EL.list.search}
            />
            <Select
              aria-label={EL.list.sort}
              className={styles.sort}
              value={get('px') || '0'}
              onChange={(v) => (v === BY_MATCH ? onMatch() : set('px', v))}
              options={[...choices(['0', '1', '2', '3'], EL.list.sorts), { value: BY_MATCH, label: EL.list.byMatch }]}
            />
          </div>
        </div>
        <DemandRows
          query={list}
          page={page}
          pageSize={10}
          onPage={(p) => set('page', String(p))}
          empty={
            // a filtered search offers to widen it; an unfiltered empty market offers to publish the first demand
            filtered ? (
              <EmptyState
                text={EL.list.noMatch}
                description={q.city ? EL.list.cityEmpty : EL.list.widen}
                action={{ label: q.city ? EL.list.otherCities : EL.list.clear, onClick: () => setSp(new URLSearchParams()) }}
              />
            ) : (
              <EmptyState
                text={EL.noDemands}
                description={EL.list.emptyMarket}
                action={{ label: EL.publish, to: employmentPaths.publish() }}
              />
            )
          }
        />
      </Card>
    </div>
  );
}
