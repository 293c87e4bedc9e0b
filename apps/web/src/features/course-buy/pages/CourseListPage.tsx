import { useState } from 'react';
import { Col, Input, Pagination, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useCourses, useTypeGroups } from '../api.ts';
import { CourseTile } from '../components/CourseBits.tsx';

const PAGE_SIZE = 8;

/** The type filters from dictionary_lxjhList: a row of parent types, then the children of the chosen one. */
function TypeFilter({ value, onChange }: { value: number | undefined; onChange: (v: number | undefined) => void }) {
  const { data: groups = [] } = useTypeGroups();
  const parent = groups.find((g) => g.id === value || g.dictionaryDetailList.some((d) => d.id === value));
  return (
    <div style={{ background: '#fff', padding: 16, borderRadius: 8, marginBottom: 16 }} data-testid="type-filter">
      <Space wrap size={[4, 8]}>
        <Typography.Text type="secondary">类型：</Typography.Text>
        <Tag.CheckableTag checked={!value} onChange={() => onChange(undefined)}>
          全部
        </Tag.CheckableTag>
        {groups.map((g) => (
          <Tag.CheckableTag key={g.id} checked={parent?.id === g.id} onChange={() => onChange(g.id)}>
            {g.name}
          </Tag.CheckableTag>
        ))}
      </Space>
      {parent && (
        <div style={{ marginTop: 8 }}>
          <Space wrap size={[4, 8]}>
            <Typography.Text type="secondary">细分：</Typography.Text>
            <Tag.CheckableTag checked={value === parent.id} onChange={() => onChange(parent.id)}>
              不限
            </Tag.CheckableTag>
            {parent.dictionaryDetailList.map((d) => (
              <Tag.CheckableTag key={d.id} checked={value === d.id} onChange={() => onChange(d.id)}>
                {d.name}
              </Tag.CheckableTag>
            ))}
          </Space>
        </div>
      )}
    </div>
  );
}

/** The approved courses with type filters, keyword search and paging (/list, and the /training section). */
export function CourseBrowser({ title = '共享培训课程', withSearch = true }: { title?: string; withSearch?: boolean }) {
  const [params, setParams] = useSearchParams();
  const articleType = Number(params.get('type')) || undefined;
  const keyword = params.get('q') ?? '';
  const pageNum = Math.max(0, Number(params.get('page') ?? 1) - 1);
  const [draft, setDraft] = useState(keyword);
  const { data, isLoading } = useCourses({ pageNum, pageSize: PAGE_SIZE, articleType, keyword: keyword || undefined });
  const update = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  };
  return (
    <section className="xcb-container" style={{ padding: '24px 0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, gap: 16, flexWrap: 'wrap' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {withSearch && (
          <Input.Search
            aria-label="搜索课程"
            placeholder="搜索课程标题或简介"
            allowClear
            value={draft}
            maxLength={30}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(v) => update({ q: v.trim() || undefined, page: undefined })}
            style={{ maxWidth: 320 }}
          />
        )}
      </div>
      <TypeFilter value={articleType} onChange={(v) => update({ type: v ? String(v) : undefined, page: undefined })} />
      {isLoading ? (
        <Skeleton active />
      ) : !data || data.recordList.length === 0 ? (
        <EmptyState text="暂无课程" />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {data.recordList.map((c) => (
              <Col key={c.id} xs={24} sm={12} md={8} lg={6}>
                <CourseTile course={c} />
              </Col>
            ))}
          </Row>
          <Pagination style={{ marginTop: 16, textAlign: 'center' }} align="center" current={pageNum + 1} pageSize={PAGE_SIZE} total={data.recordCount} onChange={(p) => update({ page: String(p) })} showSizeChanger={false} />
        </>
      )}
    </section>
  );
}

export function CourseListPage() {
  return <CourseBrowser title="课程列表" />;
}
