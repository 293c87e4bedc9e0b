import { useState } from 'react';
import { Button, Card, List, Pagination, Popconfirm, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_STATUS, type ShareItem, type ShareKind } from '@xcb/shared/actions/sharing';
import { usePaging } from '../../../components/usePaging.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useMyItems, useOffline } from '../api.ts';
import { Cover, Price, StatusTag, kindLabel } from './ItemBits.tsx';
import { sharingPaths } from '../paths.ts';

export function ItemRow({ item, actions, time }: { item: ShareItem; actions: React.ReactNode[]; time?: string }) {
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={
          <div style={{ width: 120 }}>
            <Cover item={item} height={72} />
          </div>
        }
        title={
          <Space wrap>
            <Link to={sharingPaths.details(item.kind, item.id)}>{item.title}</Link>
            <Tag>{kindLabel(item.kind)}</Tag>
            <StatusTag status={item.status} />
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>
              <Price coins={item.price} unit={item.unit} /> · {item.category} · 成交 {item.orderCount} · 浏览 {item.readCount}
            </span>
            {item.status === SHARE_STATUS.rejected && item.reviewReason && (
              <Typography.Text type="danger">未通过原因：{item.reviewReason}</Typography.Text>
            )}
            {time && <Typography.Text type="secondary">{time}</Typography.Text>}
          </Space>
        }
      />
    </List.Item>
  );
}

const STATUS_TABS = [
  { key: 'all', label: '全部' },
  { key: '0', label: '审核中' },
  { key: '1', label: '已上架' },
  { key: '2', label: '未通过' },
  { key: '3', label: '已下架' },
];

/** my_project_list / my_server_list: everything the user published, every status, with edit and take-down. */
export function MyItems({ kind }: { kind: ShareKind }) {
  const [tab, setTab] = useState('all');
  const { page, pagination, toFirst } = usePaging(10, {});
  const { data, isLoading } = useMyItems({ kind, ...page, ...(tab === 'all' ? {} : { status: Number(tab) }) });
  const offline = useOffline();
  const navigate = useNavigate();
  return (
    <Card
      title={`我发布的${kindLabel(kind)}`}
      extra={
        <Button type="primary" onClick={() => void navigate(sharingPaths.add(kind))}>
          发布{kindLabel(kind)}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          toFirst();
        }}
        items={STATUS_TABS}
      />
      {isLoading ? (
        <Skeleton active />
      ) : !data?.recordList.length ? (
        <EmptyState text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers} />
      ) : (
        <>
          <List
            dataSource={data.recordList}
            renderItem={(item) => (
              <ItemRow
                item={item}
                actions={[
                  <Link key="e" to={sharingPaths.update(item.kind, item.id)}>
                    编辑
                  </Link>,
                  item.status === SHARE_STATUS.offline ? (
                    <Button key="o" type="link" onClick={() => void offline.run({ id: item.id, offline: 0 })}>
                      重新上架
                    </Button>
                  ) : (
                    <Popconfirm
                      key="o"
                      title={`确定下架该${kindLabel(item.kind)}？`}
                      onConfirm={() => void offline.run({ id: item.id, offline: 1 })}
                    >
                      <Button type="link" danger>
                        下架
                      </Button>
                    </Popconfirm>
                  ),
                ]}
                time={`更新于 ${formatDateTime(item.updateTime)}`}
              />
            )}
          />
          <Pagination style={{ marginTop: 16 }} align="center" {...pagination(data.recordCount)} showSizeChanger={false} />
        </>
      )}
    </Card>
  );
}
