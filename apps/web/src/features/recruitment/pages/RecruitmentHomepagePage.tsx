import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Statistic } from 'antd';
import { POSITION_STATUS } from '@xcb/shared/enums';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { useDictMap, useDictOptions, when } from '../components/bits.tsx';
import { InviteDialog, type InviteTarget } from '../components/InviteDialog.tsx';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';
import { PagedTable, useListPaging } from '../components/lists.tsx';
import { PublishCheck } from '../components/PublishCheck.tsx';

function ResumeSearch() {
  const [q, setQ] = useState<{ keyword?: string; city?: string; education?: string; workexperience?: string }>({});
  const { page, pagination, toFirst } = useListPaging();
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const { data, isFetching, error } = useRecruit('resumeSearch', { ...page, ...q }, { silent: true });
  const edu = useDictMap('xl');
  const exp = useDictMap('gzjy');
  const salary = useDictMap('xzfw');
  const eduOptions = useDictOptions('xl');
  const expOptions = useDictOptions('gzjy');
  return (
    <Card title={R.resumeSearch}>
      <Form
        layout="inline"
        onFinish={(v: typeof q) => {
          setQ({
            keyword: v.keyword?.trim() || undefined,
            city: v.city?.trim() || undefined,
            education: v.education,
            workexperience: v.workexperience,
          });
          toFirst();
        }}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="keyword">
          <Input placeholder="职位、技能关键字" aria-label="简历关键字" />
        </Form.Item>
        <Form.Item name="city">
          <Input placeholder="城市" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="education">
          <Select allowClear aria-label="学历" placeholder="学历" style={{ width: 120 }} options={eduOptions} />
        </Form.Item>
        <Form.Item name="workexperience">
          <Select allowClear aria-label="经验" placeholder="经验" style={{ width: 120 }} options={expOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {R.search}
        </Button>
      </Form>
      {error ? (
        <Alert type="info" title={errorText(error)} />
      ) : (
        <PagedTable
          list={data?.data}
          loading={isFetching}
          pagination={pagination}
          columns={[
            { title: '姓名', render: (_, r) => <Link to={rp.resumeDetails(r.id)}>{r.name}</Link> },
            { title: '期望职位', render: (_, r) => r.expectedPosition ?? '—' },
            { title: '期望薪资', render: (_, r) => salary(r.expectedSalary) || '—' },
            { title: '学历', render: (_, r) => edu(r.education) || '—' },
            { title: '经验', render: (_, r) => exp(r.workexperience) || '—' },
            { title: '城市', render: (_, r) => r.city ?? '—' },
            { title: '更新', render: (_, r) => when(r.updateTime) },
            {
              title: '操作',
              render: (_, r) => (
                <Button size="small" onClick={() => setInvite({ resumeId: r.id, name: r.name })}>
                  {R.invite}
                </Button>
              ),
            },
          ]}
        />
      )}
      <InviteDialog target={invite} onClose={() => setInvite(null)} />
    </Card>
  );
}

/** Recruitment_Homepage: the recruiter's overview and the resume search. */
export function RecruitmentHomepagePage() {
  const { data } = useRecruit('myPositions', { pageNum: 0, pageSize: 100 }, { fresh: true });
  const list = data?.data.recordList ?? [];
  const count = (s: number) => list.filter((p) => p.positionstatus === s).length;
  return (
    <div>
      <PublishCheck />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {[
          ['招聘中', count(POSITION_STATUS.published)],
          ['待审核', count(POSITION_STATUS.pending)],
          ['收到简历', list.reduce((s, p) => s + p.applyCount, 0)],
          ['新简历', list.reduce((s, p) => s + p.newCount, 0)],
        ].map(([t, v]) => (
          <Col key={t} xs={12} md={6}>
            <Card>
              <Statistic title={t} value={v} />
            </Card>
          </Col>
        ))}
      </Row>
      <ResumeSearch />
    </div>
  );
}
