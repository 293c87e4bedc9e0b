import { Link } from 'react-router';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { useRecruit } from '../api.ts';
import { useDictMap } from './bits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

/**
 * spec home page: hot positions in a 3-column grid, 9 of them (zpPosition_list pageSize 9). Exported for
 * the home page too; the list is the caller's zone's published positions.
 */
export function HotPositions({ title = R.hotPositions }: { title?: string }) {
  const { data, isLoading } = useRecruit('positionList', { pageNum: 0, pageSize: 9, positionstatus: 1 }, { silent: true });
  const salary = useDictMap('xzfw');
  const exp = useDictMap('gzjy');
  const edu = useDictMap('xl');
  const list = data?.data.recordList ?? [];
  return (
    <Card title={title} extra={<Link to={rp.jobWanted()}>{R.moreJobs}</Link>} data-testid="hot-positions">
      {isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} compact />
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((p) => (
            <Col key={p.id} xs={24} md={8}>
              <Link to={rp.job(p.id)}>
                <Card size="small" hoverable>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                    <Typography.Text strong ellipsis>
                      {p.positionname}
                    </Typography.Text>
                    <Typography.Text type="danger">{salary(p.salaryrange)}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p.city} · {exp(p.workexperience)} · {edu(p.education)}
                  </Typography.Text>
                  <div>
                    <Typography.Text ellipsis style={{ fontSize: 13 }}>
                      {p.companyname}
                    </Typography.Text>
                  </div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
