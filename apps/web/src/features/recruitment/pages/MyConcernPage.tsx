import { Button, Card, Popconfirm } from 'antd';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { CompanyRows } from '../components/CompanyRows.tsx';

/** my_concern: the companies I follow. */
export function MyConcernPage() {
  const { data } = useRecruit('concernList', { pageNum: 0, pageSize: 50 }, { fresh: true });
  const toggle = useRecruitMutation('concernToggle');
  return (
    <Card title="我的关注">
      <CompanyRows
        rows={(data?.data.recordList ?? []).map((c) => ({ ...c, at: c.followTime }))}
        action={(id) => (
          <Popconfirm title="确定取消关注？" onConfirm={() => toggle.mutate({ companyId: id })}>
            <Button size="small">取消关注</Button>
          </Popconfirm>
        )}
      />
    </Card>
  );
}
