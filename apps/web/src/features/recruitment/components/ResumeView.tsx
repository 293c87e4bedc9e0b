import { Card, Descriptions, Empty, Timeline, Typography } from 'antd';
import type { z } from 'zod';
import type { educationItem, projectItem, workItem } from '@xcb/shared/actions/recruitment';
import { useDictMap } from './bits.tsx';
import { R } from '../labels.ts';

export interface ResumeLike {
  name: string;
  gender: number;
  birthYear: number | null;
  city: string | null;
  education: string | null;
  workexperience: string | null;
  expectedPosition: string | null;
  expectedSalary: string | null;
  expectedCity: string | null;
  expectedIndustry: string | null;
  summary: string | null;
  skills: string | null;
  educations: z.infer<typeof educationItem>[];
  works: z.infer<typeof workItem>[];
  projects: z.infer<typeof projectItem>[];
}

const span = (a: string, b: string) => [a, b].filter(Boolean).join(' 至 ');

/** A resume's sections, read-only (personal_resume, personal_resume2, Resume_details). */
export function ResumeView({ r, contact }: { r: ResumeLike; contact?: React.ReactNode }) {
  const edu = useDictMap('xl');
  const exp = useDictMap('gzjy');
  const salary = useDictMap('xzfw');
  const industry = useDictMap('cshy');
  return (
    <div data-testid="resume-view">
      <Card title={R.basic} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {r.name}
        </Typography.Title>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'g', label: '性别', children: R.gender[r.gender] ?? '—' },
            { key: 'b', label: '出生年份', children: r.birthYear ?? '—' },
            { key: 'c', label: '所在城市', children: r.city ?? '—' },
            { key: 'e', label: '学历', children: edu(r.education) || '—' },
            { key: 'w', label: '工作经验', children: exp(r.workexperience) || '—' },
          ]}
        />
        {contact && <div style={{ marginTop: 12 }}>{contact}</div>}
      </Card>
      <Card title={R.expected} style={{ marginBottom: 12 }}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'p', label: '期望职位', children: r.expectedPosition ?? '—' },
            { key: 's', label: '期望薪资', children: salary(r.expectedSalary) || '—' },
            { key: 'c', label: '期望城市', children: r.expectedCity ?? '—' },
            { key: 'i', label: '期望行业', children: industry(r.expectedIndustry) || '—' },
          ]}
        />
      </Card>
      <Card title={R.educations} style={{ marginBottom: 12 }}>
        {r.educations.length ? (
          <Timeline
            items={r.educations.map((e, i) => ({
              key: i,
              children: [span(e.start, e.end), e.school, e.major, e.degree].filter(Boolean).join(' · '),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Card title={R.works} style={{ marginBottom: 12 }}>
        {r.works.length ? (
          <Timeline
            items={r.works.map((w, i) => ({
              key: i,
              children: (
                <>
                  <Typography.Text strong>{[span(w.start, w.end), w.company, w.title].filter(Boolean).join(' · ')}</Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{w.content}</Typography.Paragraph>
                </>
              ),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Card title={R.projects} style={{ marginBottom: 12 }}>
        {r.projects.length ? (
          <Timeline
            items={r.projects.map((p, i) => ({
              key: i,
              children: (
                <>
                  <Typography.Text strong>{[span(p.start, p.end), p.name, p.role].filter(Boolean).join(' · ')}</Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{p.content}</Typography.Paragraph>
                </>
              ),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
      <Card title={R.skills} style={{ marginBottom: 12 }}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{r.skills ?? '—'}</Typography.Paragraph>
      </Card>
      <Card title={R.summary}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{r.summary ?? '—'}</Typography.Paragraph>
      </Card>
    </div>
  );
}
