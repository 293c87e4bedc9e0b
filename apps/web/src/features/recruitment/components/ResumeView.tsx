import { Card, Descriptions, Empty, Timeline, Typography } from 'antd';
import type { z } from 'zod';
import type { educationItem, projectItem, workItem } from '@xcb/shared/actions/recruitment';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { useDictMaps } from './dict.ts';

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

const line = (start: string, end: string, ...rest: string[]) =>
  [[start, end].filter(Boolean).join(RP.period), ...rest].filter(Boolean).join(' · ');
const CARD = { marginBottom: 12 };
const TEXT = { whiteSpace: 'pre-wrap', marginBottom: 0 } as const;

/** A section of dated entries: each its heading line and, for work and projects, the text under it. */
function EntriesCard({ title, entries }: { title: string; entries: { head: string; content?: string }[] }) {
  return (
    <Card title={title} style={CARD}>
      {entries.length ? (
        <Timeline
          items={entries.map((e, i) => ({
            key: i,
            children:
              e.content === undefined ? (
                e.head
              ) : (
                <>
                  <Typography.Text strong>{e.head}</Typography.Text>
                  <Typography.Paragraph style={TEXT}>{e.content}</Typography.Paragraph>
                </>
              ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}

/** A resume's sections, read-only (personal_resume, personal_resume2, Resume_details). */
export function ResumeView({ r, contact }: { r: ResumeLike; contact?: React.ReactNode }) {
  const [edu, exp, salary, industry] = useDictMaps('xl', 'gzjy', 'xzfw', 'cshy');
  const items = (rows: [string, React.ReactNode][]) => rows.map(([label, children]) => ({ key: label, label, children }));
  return (
    <div data-testid="resume-view">
      <Card title={R.basic} style={CARD}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {r.name}
        </Typography.Title>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={items([
            [RP.col.gender, R.gender[r.gender] ?? '—'],
            [RP.col.birthYear, r.birthYear ?? '—'],
            [RP.col.location, r.city ?? '—'],
            [R.education, edu(r.education) || '—'],
            [RP.col.workexperience, exp(r.workexperience) || '—'],
          ])}
        />
        {contact && <div style={{ marginTop: 12 }}>{contact}</div>}
      </Card>
      <Card title={R.expected} style={CARD}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={items([
            [RP.col.expectedPosition, r.expectedPosition ?? '—'],
            [RP.col.expectedSalary, salary(r.expectedSalary) || '—'],
            [RP.col.expectedCity, r.expectedCity ?? '—'],
            [RP.col.expectedIndustry, industry(r.expectedIndustry) || '—'],
          ])}
        />
      </Card>
      <EntriesCard title={R.educations} entries={r.educations.map((e) => ({ head: line(e.start, e.end, e.school, e.major, e.degree) }))} />
      <EntriesCard title={R.works} entries={r.works.map((w) => ({ head: line(w.start, w.end, w.company, w.title), content: w.content }))} />
      <EntriesCard
        title={R.projects}
        entries={r.projects.map((p) => ({ head: line(p.start, p.end, p.name, p.role), content: p.content }))}
      />
      <Card title={R.skills} style={CARD}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{r.skills ?? '—'}</Typography.Paragraph>
      </Card>
      <Card title={R.summary}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{r.summary ?? '—'}</Typography.Paragraph>
      </Card>
    </div>
  );
}
