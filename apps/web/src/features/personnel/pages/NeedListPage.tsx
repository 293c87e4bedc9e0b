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
import { usePaging } from '../../../components/usePaging.ts';
import { PL } from '../../../locale/personnel.ts';

// the two search boxes: the city, then the keyword
const SEARCHES = [
  { key: 'cityName', placeholder: PL.list.city, label: PL.list.city, width: 160 },
  { key: 'keyword', placeholder: PL.list.searchPlaceholder, label: PL.list.keyword, width: 280 },
] as const;

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
      title={PL.list.title(NEED_KIND_LABEL[kind])}
      extra={
        <Link to={personnelPaths.release(kind)}>
          <Button type="primary">{PL.list.release(NEED_KIND_LABEL[kind])}</Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{PL.kindIntro[kind]}</Typography.Paragraph>
      <Space key={searchKey} style={{ marginBottom: 16 }} wrap>
        {SEARCHES.map((f) => (
          <Input.Search
            key={f.key}
            placeholder={f.placeholder}
            allowClear
            style={{ width: f.width }}
            onSearch={(v) => {
              setQ((p) => ({ ...p, [f.key]: v.trim() }));
              toFirst();
            }}
            aria-label={f.label}
          />
        ))}
      </Space>
      <List
        loading={isLoading || isFetching}
        dataSource={data?.recordList ?? []}
        locale={{
          emptyText:
            q.cityName || q.keyword ? (
              <EmptyState
                text={PL.list.noMatch(NEED_KIND_LABEL[kind])}
                description={q.cityName ? PL.list.noneInCity(q.cityName) : PL.list.otherKeyword}
                action={{ label: q.cityName ? PL.list.otherCity : PL.list.clearSearch, onClick: clear }}
              />
            ) : (
              <EmptyState
                text={PL.list.none(NEED_KIND_LABEL[kind])}
                description={PL.list.releaseHint}
                action={{ label: PL.list.release(NEED_KIND_LABEL[kind]), to: personnelPaths.release(kind) }}
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
                {PL.list.coins}
                <div>
                  <Typography.Text type="secondary">{PL.list.applicants(n.applyCount)}</Typography.Text>
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
                  <span>{PL.list.people(n.headcount)}</span>
                  <span>{PL.list.months(n.months)}</span>
                  {n.baseAmount && (
                    <span>
                      {kind === 'gz' ? PL.list.monthlyPay : PL.list.base} {PL.list.yuan(n.baseAmount)}
                    </span>
                  )}
                  {n.position && <span>{PL.facts.position(n.position, n.salary)}</span>}
                  {n.calc && <span>{PL.list.monthlyEstimate(yuan(n.calc.monthlyTotal))}</span>}
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
