import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Input, Radio, Select, Skeleton, Space, Tabs } from 'antd';
import { useDictionary } from '../../../api/platform.ts';
import { useDemands } from '../api.ts';
import { DemandList } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';

// spec: /employment, the short-term hire list with filters (type, city, on-site or remote, duration,
// budget) and sort. The query string holds the filters, so home links (?needCd=0|1) and the search bar
// (?keyword=) land on a filtered list. The type and city choices are the platform's data dictionaries
// (xmlx 项目类型, rmcs 热门城市), so what staff edit in the back office's 数据字典 is what users filter by;
// demands keep the names, so the names are the filter values.

// 为你推荐 (issue 27: demands scored by the worker's skills, with reasons) loads with its tab
const ForYou = lazy(async () => ({ default: (await import('../../../components/matching/ForYou.tsx')).ForYou }));
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

/** /employment: the list with its filters, and 为你推荐 beside it (?tab=for_you). */
export function EmploymentListPage() {
  const [sp, setSp] = useSearchParams();
  const forYou = sp.get('tab') === 'for_you';
  const openTab = (k: string) =>
    setSp(k === 'for_you' ? new URLSearchParams({ tab: 'for_you' }) : new URLSearchParams(), { replace: true });
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Tabs
        activeKey={forYou ? 'for_you' : 'all'}
        onChange={openTab}
        items={[
          { key: 'all', label: '全部需求', children: forYou ? null : <DemandBrowser onMatch={() => openTab('for_you')} /> },
          {
            key: 'for_you',
            label: '为你推荐',
            children: forYou ? (
              <Card size="small">
                <Suspense fallback={<Skeleton active />}>
                  <ForYou kind="demand" />
                </Suspense>
              </Card>
            ) : null,
          },
        ]}
      />
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
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 8 }}>
      <span style={{ width: 72, color: 'rgba(0, 0, 0, 0.58)' }}>{label}</span>
      <Radio.Group
        size="small"
        value={get(key)}
        onChange={(e) => set(key, String(e.target.value))}
        optionType="button"
        options={[{ value: '', label: '不限' }, ...options]}
      />
    </div>
  );
  return (
    <div>
      <Card size="small" style={{ marginBottom: 12 }}>
        {filter('项目周期', 'needCd', [
          { value: '0', label: '短期项目' },
          { value: '1', label: '长期项目' },
        ])}
        {filter(
          '项目类型',
          'type',
          types.map((t) => ({ value: t.name, label: t.name })),
        )}
        {filter(
          '城市',
          'city',
          cities.map((t) => ({ value: t.name, label: t.name })),
        )}
        {filter('工作方式', 'iszc', [
          { value: '1', label: '现场' },
          { value: '0', label: '远程' },
        ])}
        {filter('工期', 'dur', [
          { value: 'a', label: '30天以内' },
          { value: 'b', label: '31-90天' },
          { value: 'c', label: '90天以上' },
        ])}
        {filter('预算', 'budget', [
          { value: 'a', label: '1万以下' },
          { value: 'b', label: '1-5万' },
          { value: 'c', label: '5万以上' },
        ])}
      </Card>
      <Card
        title="短期用工需求"
        extra={
          <Space wrap>
            <Input.Search
              allowClear
              aria-label="搜索需求标题"
              placeholder="搜索需求标题"
              defaultValue={get('keyword')}
              onSearch={(v) => set('keyword', v.trim())}
              style={{ width: 220, maxWidth: '100%' }}
            />
            <Select
              aria-label="排序"
              value={get('px') || '0'}
              onChange={(v) => (v === BY_MATCH ? onMatch() : set('px', v))}
              style={{ width: 150 }}
              options={[
                { value: '0', label: '最新发布' },
                { value: '1', label: '预算从高到低' },
                { value: '2', label: '预算从低到高' },
                { value: '3', label: '浏览最多' },
                { value: BY_MATCH, label: '按匹配度' },
              ]}
            />
          </Space>
        }
      >
        <DemandList
          query={list}
          page={page - 1}
          pageSize={10}
          onPage={(p) => set('page', String(p + 1))}
          empty={
            // a filtered search offers to widen it; an unfiltered empty market offers to publish the first demand
            filtered ? (
              <EmptyState
                text="没有符合条件的需求"
                description={q.city ? '这个城市暂时没有，换个城市或放宽条件看看' : '换个条件看看'}
                action={{ label: q.city ? '去看看其他城市' : '清除筛选条件', onClick: () => setSp(new URLSearchParams()) }}
              />
            ) : (
              <EmptyState
                text="暂无需求"
                description="还没有人发布短期用工需求"
                action={{ label: '发布需求', to: employmentPaths.publish() }}
              />
            )
          }
        />
      </Card>
    </div>
  );
}
