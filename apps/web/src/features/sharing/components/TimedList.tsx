import { useState } from 'react';
import { Button, Card, List, Pagination, Popconfirm, Skeleton, Tabs } from 'antd';
import { SHARING_MSG } from '@xcb/shared';
import { type ShareKind } from '@xcb/shared/actions/sharing';
import { usePaging } from '../../../components/usePaging.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useCollect, useCollections, useHistory } from '../api.ts';
import { ItemRow } from './MyItems.tsx';

const KIND_TABS = [
  { key: 'all', label: '全部' },
  { key: 'project', label: '项目' },
  { key: 'server', label: '服务' },
];

/** project_collect and my_historay_list: favourites and views, newest first. */
export function TimedList({ which }: { which: 'collect' | 'history' }) {
  const [tab, setTab] = useState('all');
  const { page, pagination, toFirst } = usePaging(10, {});
  const q = { ...page, ...(tab === 'all' ? {} : { kind: tab as ShareKind }) };
  const collections = useCollections(q);
  const history = useHistory(q);
  const { data, isLoading } = which === 'collect' ? collections : history;
  const collect = useCollect();
  return (
    <Card title={which === 'collect' ? '我的收藏' : '浏览记录'}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          toFirst();
        }}
        items={KIND_TABS}
      />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={which === 'collect' ? SHARING_MSG.noCollections : SHARING_MSG.noHistory} />
      ) : (
        <>
          <List
            dataSource={data.recordList}
            renderItem={(item) => (
              <ItemRow
                item={item}
                time={`${which === 'collect' ? '收藏于' : '浏览于'} ${formatDateTime(item.time)}`}
                actions={
                  which === 'collect'
                    ? [
                        <Popconfirm key="c" title="确定取消收藏？" onConfirm={() => void collect.run({ id: item.id, collect: 0 })}>
                          <Button type="link">取消收藏</Button>
                        </Popconfirm>,
                      ]
                    : []
                }
              />
            )}
          />
          <Pagination style={{ marginTop: 16 }} align="center" {...pagination(data.recordCount)} showSizeChanger={false} />
        </>
      )}
    </Card>
  );
}
