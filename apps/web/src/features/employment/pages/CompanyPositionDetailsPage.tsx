import { Link, useSearchParams } from 'react-router';
import { Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useDemand } from '../api.ts';
import { ApplyButton } from '../components/ApplyButton.tsx';
import { StatusTag } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';
import { idParam, notFound } from '../components/notFound.tsx';

/** spec: company_position_details — one position of a demand's job needs, with the demand around it. */
export function CompanyPositionDetailsPage() {
  const [sp] = useSearchParams();
  const id = idParam(sp);
  const index = idParam(sp, 'index');
  const demand = useDemand(id);
  if (demand.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const d = demand.data;
  const job = d?.jobs[index];
  if (!d || !job) return notFound(demand.error, '岗位不存在');
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Card
        title={
          <Space>
            <span data-testid="position-title">{job.position}</span>
            <StatusTag status={d.lHyhneedStatus} />
          </Space>
        }
        extra={d.isOwner ? <Link to={employmentPaths.orderDetails(d.id)}>管理订单</Link> : <ApplyButton d={d} />}
      >
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'y', label: '工作年限', children: job.workyear },
            { key: 'n', label: '需求人数', children: `${job.peoplenum} 人` },
            { key: 'k', label: '关键技术', span: 2, children: job.keytechnologies || '—' },
            { key: 'd', label: '所属需求', children: <Link to={employmentPaths.demand(d.id)}>{d.needtitle}</Link> },
            {
              key: 'c',
              label: '发布方',
              children: d.companyName ? <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> : '—',
            },
            { key: 'z', label: '工作方式', children: d.iszc === 1 ? '现场' : '远程' },
            { key: 'city', label: '地点', children: [d.sf, d.city, d.area].filter(Boolean).join(' ') || '—' },
            { key: 'p', label: '工期', children: `${d.projecttime} 天` },
            { key: 'm', label: '月薪（晶币/人）', children: d.daymoney },
          ]}
        />
        {d.jobs.length > 1 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              该需求的其他岗位
            </Typography.Title>
            <Space wrap>
              {d.jobs.map((j, i) =>
                i === index ? null : (
                  <Link key={`${j.position}-${i}`} to={employmentPaths.position(d.id, i)}>
                    {j.position}（{j.peoplenum} 人）
                  </Link>
                ),
              )}
            </Space>
          </>
        )}
      </Card>
    </div>
  );
}
