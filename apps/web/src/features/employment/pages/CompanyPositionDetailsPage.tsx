import { Link, useSearchParams } from 'react-router';
import { Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useDemand } from '../api.ts';
import { ApplyButton } from '../components/ApplyButton.tsx';
import { StatusTag } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';
import { idParam, notFound } from '../components/notFound.tsx';
import { EL } from '../../../locale/employment.ts';

/** spec: company_position_details — one position of a demand's job needs, with the demand around it. */
export function CompanyPositionDetailsPage() {
  const [sp] = useSearchParams();
  const id = idParam(sp);
  const index = idParam(sp, 'index');
  const demand = useDemand(id);
  if (demand.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const d = demand.data;
  const job = d?.jobs[index];
  if (!d || !job) return notFound(demand.error, EL.position.notFound);
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Card
        title={
          <Space>
            <span data-testid="position-title">{job.position}</span>
            <StatusTag status={d.lHyhneedStatus} />
          </Space>
        }
        extra={d.isOwner ? <Link to={employmentPaths.orderDetails(d.id)}>{EL.manageOrder}</Link> : <ApplyButton d={d} />}
      >
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'y', label: EL.position.years, children: job.workyear },
            { key: 'n', label: EL.position.people, children: EL.position.peopleOf(job.peoplenum) },
            { key: 'k', label: EL.position.tech, span: 2, children: job.keytechnologies || '—' },
            { key: 'd', label: EL.position.demand, children: <Link to={employmentPaths.demand(d.id)}>{d.needtitle}</Link> },
            {
              key: 'c',
              label: EL.facts.publisher,
              children: d.companyName ? <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> : '—',
            },
            { key: 'z', label: EL.facts.mode, children: EL.mode(d.iszc) },
            { key: 'city', label: EL.facts.place, children: [d.sf, d.city, d.area].filter(Boolean).join(' ') || '—' },
            { key: 'p', label: EL.facts.days, children: EL.days(d.projecttime) },
            { key: 'm', label: EL.facts.salary, children: d.daymoney },
          ]}
        />
        {d.jobs.length > 1 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {EL.position.others}
            </Typography.Title>
            <Space wrap>
              {d.jobs.map((j, i) =>
                i === index ? null : (
                  <Link key={`${j.position}-${i}`} to={employmentPaths.position(d.id, i)}>
                    {EL.position.other(j.position, j.peoplenum)}
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
