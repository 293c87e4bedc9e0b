import { Link } from 'react-router';
import { Card, List, Result, Typography } from 'antd';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { when } from '../components/bits.tsx';
import { rp } from '../paths.ts';
import { empty, useListPaging } from '../components/lists.tsx';
import { RP } from '../../../locale/recruitment-pages.ts';

/** jl_historay: resumes this recruiter viewed. */
export function JlHistorayPage() {
  const { page, pagination } = useListPaging();
  const { data, isFetching, error } = useRecruit('resumeHistory', page, { fresh: true, silent: true });
  if (error) return <Result status="warning" title={errorText(error)} />;
  return (
    <Card title={RP.resumeHistory}>
      <List
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={pagination(data?.data.recordCount)}
        renderItem={(r) => (
          <List.Item extra={<Typography.Text type="secondary">{when(r.lookedTime)}</Typography.Text>}>
            <Link to={rp.resumeDetails(r.id)}>{r.name}</Link> · {r.expectedPosition ?? ''}
          </List.Item>
        )}
      />
    </Card>
  );
}
