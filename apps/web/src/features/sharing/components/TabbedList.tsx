import { useState, type ReactNode } from 'react';
import { Card, List, Pagination, Skeleton, Tabs } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePaging } from '../../../components/usePaging.ts';
import { SHARE_LIGHT } from '../../../locale/sharing.ts';

/** The tabs of a list: 全部, then one per label (a status, an order state, a kind). */
export const tabsOf = (labels: Record<string, string>) => [
  { key: 'all', label: SHARE_LIGHT.all },
  ...Object.entries(labels).map(([key, label]) => ({ key, label })),
];

/** A list's tab and page; choosing a tab goes back to the first page. `only(name, value)` is the tab's filter. */
export function useTabPage() {
  const [tab, setTab] = useState('all');
  const { page, pagination, toFirst } = usePaging(10, {});
  const choose = (k: string) => {
    setTab(k);
    toFirst();
  };
  const only = <K extends string, V>(name: K, value: (tab: string) => V) =>
    (tab === 'all' ? {} : { [name]: value(tab) }) as Partial<Record<K, V>>;
  return { tab, page, pagination, choose, only };
}

/** The user's own lists (published items, favourites, views, orders): a card of tabs over a paged list. */
export function TabbedList<T>({
  title,
  extra,
  tabs,
  paging,
  query,
  empty,
  renderItem,
}: {
  title: string;
  extra?: ReactNode;
  tabs: { key: string; label: string }[];
  paging: ReturnType<typeof useTabPage>;
  query: { data?: { recordList: T[]; recordCount: number }; isLoading: boolean };
  empty: string;
  renderItem: (item: T) => ReactNode;
}) {
  const { data, isLoading } = query;
  return (
    <Card title={title} extra={extra}>
      <Tabs activeKey={paging.tab} onChange={paging.choose} items={tabs} />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={empty} />
      ) : (
        <>
          <List dataSource={data.recordList} renderItem={renderItem} />
          <Pagination style={{ marginTop: 16 }} align="center" {...paging.pagination(data.recordCount)} showSizeChanger={false} />
        </>
      )}
    </Card>
  );
}
