import { useState } from 'react';
import { Button, Col, Input, InputNumber, Pagination, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_CATEGORIES, SHARE_PAGE_SIZE, type ShareKind } from '@xcb/shared/actions/sharing';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { cappedTotalProps } from '../../../components/listTotal.ts';
import { useItems } from '../api.ts';
import { ItemCard, kindLabel } from '../components/ItemBits.tsx';
import styles from '../components/sharing.module.css';
import { sharingPaths } from '../paths.ts';

const SORTS = [
  { value: 0, label: '最新发布' },
  { value: 1, label: '价格从低到高' },
  { value: 2, label: '价格从高到低' },
  { value: 3, label: '成交最多' },
];

/** project_list / server_list: the listed items of the caller's zone, with category, keyword, price and sort filters. */
function ItemBrowser({ kind }: { kind: ShareKind }) {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const keyword = params.get('q') ?? undefined;
  const priceMin = params.get('min') ?? undefined;
  const priceMax = params.get('max') ?? undefined;
  const px = Number(params.get('px') ?? 0) || 0;
  const pageNum = Math.max(0, Number(params.get('page') ?? 1) - 1);
  const [draft, setDraft] = useState(keyword ?? '');
  const [min, setMin] = useState<number | null>(priceMin ? Number(priceMin) : null);
  const [max, setMax] = useState<number | null>(priceMax ? Number(priceMax) : null);
  const { data, isLoading } = useItems({ kind, category, keyword, priceMin, priceMax, px, pageNum, pageSize: SHARE_PAGE_SIZE });
  const update = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p, { replace: true });
  };
  return (
    <section className="xcb-container" style={{ paddingBottom: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, flexWrap: 'wrap', marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          共享{kindLabel(kind)}
        </Typography.Title>
        <Input.Search
          aria-label={`搜索${kindLabel(kind)}`}
          placeholder="搜索标题或简介"
          allowClear
          value={draft}
          maxLength={30}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(v) => update({ q: v.trim() || undefined })}
          style={{ maxWidth: 320 }}
        />
      </div>
      <div style={{ background: '#fff', padding: 16, borderRadius: 8, marginBottom: 16 }}>
        <Space wrap size={[4, 8]}>
          <Typography.Text type="secondary">类型：</Typography.Text>
          <Tag.CheckableTag checked={!category} onChange={() => update({ category: undefined })}>
            全部
          </Tag.CheckableTag>
          {SHARE_CATEGORIES[kind].map((c) => (
            <Tag.CheckableTag key={c} checked={category === c} onChange={() => update({ category: c })}>
              {c}
            </Tag.CheckableTag>
          ))}
        </Space>
        <div style={{ marginTop: 12 }}>
          <Space wrap>
            <Typography.Text type="secondary">价格（晶币）：</Typography.Text>
            <InputNumber aria-label="最低价格" min={0} precision={2} value={min} onChange={setMin} placeholder="最低" />
            <span>-</span>
            <InputNumber aria-label="最高价格" min={0} precision={2} value={max} onChange={setMax} placeholder="最高" />
            <Button onClick={() => update({ min: min ? String(min) : undefined, max: max ? String(max) : undefined })}>确定</Button>
            <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
              排序：
            </Typography.Text>
            <Select
              aria-label="排序"
              value={px}
              options={SORTS}
              onChange={(v) => update({ px: v ? String(v) : undefined })}
              style={{ width: 140 }}
            />
          </Space>
        </div>
      </div>
      {isLoading ? (
        <Skeleton active />
      ) : !data || data.recordList.length === 0 ? (
        category || keyword || priceMin || priceMax ? (
          <EmptyState
            text={`没有符合条件的${kindLabel(kind)}`}
            description="换个类型、关键词或价格看看"
            action={{
              label: '清除筛选条件',
              onClick: () => {
                setDraft('');
                setMin(null);
                setMax(null);
                update({ category: undefined, q: undefined, min: undefined, max: undefined });
              },
            }}
          />
        ) : (
          <EmptyState
            text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers}
            description={`发布第一个${kindLabel(kind)}，让需要的人找到您`}
            action={{ label: `发布${kindLabel(kind)}`, to: sharingPaths.add(kind) }}
          />
        )
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.recordList.map((item) => (
              <Col key={item.id} xs={24} sm={12} md={8} lg={6}>
                <ItemCard item={item} />
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ marginTop: 16 }}
            align="center"
            current={pageNum + 1}
            pageSize={SHARE_PAGE_SIZE}
            total={data.recordCount}
            onChange={(p) => update({ page: String(p) })}
            showSizeChanger={false}
            {...cappedTotalProps(data)}
          />
        </>
      )}
    </section>
  );
}

export const ProjectListPage = () => <ItemBrowser kind="project" />;
export const ServerListPage = () => <ItemBrowser kind="server" />;

function Latest({ kind }: { kind: ShareKind }) {
  const { data, isLoading } = useItems({ kind, pageNum: 0, pageSize: 8, px: 0 });
  return (
    <section style={{ marginBottom: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography.Title level={4}>最新{kindLabel(kind)}</Typography.Title>
        <Link to={sharingPaths.list(kind)}>查看更多</Link>
      </div>
      {isLoading ? (
        <div className={styles.latestLoading}>
          <Skeleton active />
        </div>
      ) : !data?.recordList.length ? (
        <EmptyState
          compact
          text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers}
          action={{ label: `发布${kindLabel(kind)}`, to: sharingPaths.add(kind) }}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {data.recordList.map((item) => (
            <Col key={item.id} xs={24} sm={12} md={8} lg={6}>
              <ItemCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/** /sharing (public): what the section is, the latest projects and services. */
export function SharingHomePage() {
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <div
        style={{
          background: 'linear-gradient(120deg, #1668dc, #4096ff)',
          color: '#fff',
          borderRadius: 12,
          padding: '28px 32px',
          marginBottom: 24,
        }}
      >
        <Typography.Title level={2} style={{ color: '#fff', marginTop: 0 }}>
          共享项目与服务
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#fff', marginBottom: 12 }}>
          认证用户发布项目与服务，经平台审核后上架；需求方下单付款由平台托管，服务方交付、需求方验收后平台再付款给服务方。
        </Typography.Paragraph>
        <Link to={sharingPaths.agreement()} style={{ color: '#fff', textDecoration: 'underline' }}>
          《贤才宝共享交易协议》
        </Link>
      </div>
      <Latest kind="project" />
      <Latest kind="server" />
    </div>
  );
}
