import { Link } from 'react-router';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { AlertItem } from '@xcb/shared/actions/recruitment';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { filterParams, when } from '../components/bits.tsx';
import { useDictMaps } from '../components/dict.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';

/** The position list's address for a saved search (the filters job_wanted_list reads). */
function alertSearch(a: AlertItem): string {
  const q = filterParams(a).toString();
  return q ? `${rp.jobWanted()}?${q}` : rp.jobWanted();
}

/** my_alerts: my saved searches (job alerts); new approved positions matching one arrive as notices. */
export function MyAlertsPage() {
  const { data, isFetching } = useRecruit('alertList', {}, { fresh: true });
  const remove = useRecruitMutation('alertDelete');
  const [salary, exp, edu, industry] = useDictMaps('xzfw', 'gzjy', 'xl', 'cshy');
  const criteria = (a: AlertItem) =>
    [
      [R.keyword, a.keyword],
      [R.city, a.city],
      [R.salary, salary(a.salaryrange)],
      [R.experience, exp(a.workexperience)],
      [R.education, edu(a.education)],
      [R.industry, industry(a.industry)],
    ].filter((c): c is [string, string] => !!c[1]);
  const del = (id: number) => remove.run({ id });
  return (
    <Card title={R.alerts} extra={<Link to={rp.jobWanted()}>{R.newAlert}</Link>}>
      <Typography.Paragraph type="secondary">{R.alertsHint}</Typography.Paragraph>
      <Table
        rowKey="id"
        loading={isFetching}
        locale={{ emptyText: <EmptyState text={R.noAlerts} compact /> }}
        dataSource={data?.data ?? []}
        pagination={false}
        columns={[
          {
            title: R.alertCriteria,
            render: (_, a) => (
              <Space size={[4, 4]} wrap>
                {criteria(a).map(([label, value]) => (
                  <Tag key={label} color="blue">
                    {RP.criterion(label, value)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: R.alertTime, render: (_, a) => when(a.createTime) },
          {
            title: RP.col.action,
            render: (_, a) => (
              <Space>
                <Link to={alertSearch(a)}>{R.alertPositions}</Link>
                <Popconfirm title={R.confirmDeleteAlert} onConfirm={() => void del(a.id)}>
                  <Button size="small" danger>
                    {R.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
