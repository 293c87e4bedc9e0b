import { useState } from 'react';
import { Link } from 'react-router';
import { Card, List, Result, Typography } from 'antd';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { when } from '../components/bits.tsx';
import { rp } from '../paths.ts';
import { empty } from '../components/lists.tsx';

/** jl_historay: resumes this recruiter viewed. */
export function JlHistorayPage() {
  const [pageNum, setPageNum] = useState(0);
  const { data, isFetching, error } = useRecruit('resumeHistory', { pageNum, pageSize: 10 }, { fresh: true, silent: true });
  if (error) return <Result status="warning" title={errorText(error)} />;
  return (
    <Card title="简历浏览记录">
      <List
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={
          (data?.data.recordCount ?? 0) > 10
            ? { current: pageNum + 1, total: data?.data.recordCount ?? 0, onChange: (p) => setPageNum(p - 1) }
            : false
        }
        renderItem={(r) => (
          <List.Item extra={<Typography.Text type="secondary">{when(r.lookedTime)}</Typography.Text>}>
            <Link to={rp.resumeDetails(r.id)}>{r.name}</Link> · {r.expectedPosition ?? ''}
          </List.Item>
        )}
      />
    </Card>
  );
}
