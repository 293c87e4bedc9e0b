import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Input, List, Space, Tag, Typography } from 'antd';
import { NEED_KIND_LABEL, type NeedKind } from '@xcb/shared/actions/personnel';
import { yuan } from '@xcb/shared/personnel-calc';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { cappedTotalProps } from '../../../components/listTotal.ts';
import { useNeeds } from '../api.ts';
import { fmtDate } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { KIND_INTRO } from '../components/PermissionGate.tsx';
import { usePaging } from '../../../components/usePaging.ts';

/** spec …_list pages: the published demands of one kind (in the caller's zone), with city and keyword search. */
export function NeedListPage({ kind }: { kind: NeedKind }) {
  const [q, setQ] = useState({ keyword: '', cityName: '' });
  const { page, pagination, toFirst } = usePaging(10, {});
  // bumped to empty the search boxes when the empty list's 去看看其他城市 clears the search
  const [searchKey, setSearchKey] = useState(0);
  const clear = () => {
    setQ({ keyword: '', cityName: '' });
    toFirst();
    setSearchKey((k) => k + 1);
  };
  const { data, isLoading, isFetching } = useNeeds({ kind, ...page, keyword: q.keyword || undefined, cityName: q.cityName || undefined });
  return (
    <Card
      title={`${NEED_KIND_LABEL[kind]}需求`}
      extra={
        <Link to={personnelPaths.release(kind)}>
          <Button type="primary">发布{NEED_KIND_LABEL[kind]}需求</Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{KIND_INTRO[kind]}</Typography.Paragraph>
      <Space key={searchKey} style={{ marginBottom: 16 }} wrap>
        <Input.Search
          placeholder="城市"
          allowClear
          style={{ width: 160 }}
          onSearch={(v) => {
            setQ((p) => ({ ...p, cityName: v.trim() }));
            toFirst();
          }}
          aria-label="城市"
        />
        <Input.Search
          placeholder="搜索需求标题、说明"
          allowClear
          style={{ width: 280 }}
          onSearch={(v) => {
            setQ((p) => ({ ...p, keyword: v.trim() }));
            toFirst();
          }}
          aria-label="关键词"
        />
      </Space>
      <List
        loading={isLoading || isFetching}
        dataSource={data?.recordList ?? []}
        locale={{
          emptyText:
            q.cityName || q.keyword ? (
              <EmptyState
                text={`没有符合条件的${NEED_KIND_LABEL[kind]}需求`}
                description={q.cityName ? `${q.cityName}暂时没有，换个城市看看` : '换个关键词看看'}
                action={{ label: q.cityName ? '去看看其他城市' : '清除搜索条件', onClick: clear }}
              />
            ) : (
              <EmptyState
                text={`暂无${NEED_KIND_LABEL[kind]}需求`}
                description="发布需求，让人力资源机构来承接"
                action={{ label: `发布${NEED_KIND_LABEL[kind]}需求`, to: personnelPaths.release(kind) }}
              />
            ),
        }}
        pagination={data && data.recordCount > page.pageSize ? { ...pagination(data.recordCount), ...cappedTotalProps(data) } : false}
        renderItem={(n) => (
          <List.Item
            extra={
              <div style={{ textAlign: 'right' }}>
                <Typography.Text strong style={{ color: '#d4380d', fontSize: 18 }}>
                  {n.budget}
                </Typography.Text>{' '}
                晶币
                <div>
                  <Typography.Text type="secondary">{n.applyCount} 家机构申请</Typography.Text>
                </div>
              </div>
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  <Link to={personnelPaths.need(kind, n.id)}>{n.title}</Link>
                  <Tag>{n.cityName}</Tag>
                </Space>
              }
              description={
                <Space split="·" wrap>
                  <span>{n.publisher}</span>
                  <span>{n.headcount} 人</span>
                  <span>{n.months} 个月</span>
                  {n.baseAmount && (
                    <span>
                      {kind === 'gz' ? '月工资' : '基数'} {n.baseAmount} 元
                    </span>
                  )}
                  {n.position && (
                    <span>
                      {n.position}（{n.salary}）
                    </span>
                  )}
                  {n.calc && <span>测算每月 {yuan(n.calc.monthlyTotal)} 元</span>}
                  <span>{fmtDate(n.createTime)}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
