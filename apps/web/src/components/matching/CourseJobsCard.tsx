import { useState } from 'react';
import { Link } from 'react-router';
import { Card, List, Space, Typography } from 'antd';
import { useMatch } from '../../api/matching.ts';
import { useDictionary } from '../../api/platform.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ML } from './labels.ts';
import { matchLinks } from './links.ts';
import { SkillTags } from './MatchBits.tsx';

const PAGE = 5;

/** 相关职位 on a course's page (match_courseJobs): open positions asking for what the course teaches. */
export function CourseJobsCard({ courseId }: { courseId: number }) {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useMatch('courseJobs', { id: courseId, pageNum, pageSize: PAGE });
  const { data: salaries = [] } = useDictionary('xzfw');
  const salary = (v: string) => salaries.find((d) => d.value === v)?.name ?? '';
  const total = data?.data.recordCount ?? 0;
  return (
    <Card title={ML.courseJobs} style={{ marginTop: 16 }} data-testid="course-jobs">
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {ML.courseJobsHint}
      </Typography.Paragraph>
      <List
        size="small"
        loading={isLoading}
        dataSource={data?.data.recordList ?? []}
        locale={{ emptyText: <EmptyState compact text={ML.noCourseJobs} /> }}
        pagination={
          total > PAGE ? { current: pageNum + 1, pageSize: PAGE, total, size: 'small', onChange: (p) => setPageNum(p - 1) } : false
        }
        renderItem={(p) => (
          <List.Item>
            <Space orientation="vertical" size={2} style={{ minWidth: 0, width: '100%' }}>
              <Space size={[8, 0]} wrap>
                <Link to={matchLinks.position(p.id)}>{p.positionname}</Link>
                <Typography.Text type="danger">{salary(p.salaryrange)}</Typography.Text>
              </Space>
              <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                {p.city} · {p.companyname}
              </Typography.Text>
              <SkillTags names={p.skills} kind="plain" />
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
