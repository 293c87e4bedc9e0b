import { Button, Card, Popconfirm } from 'antd';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { CompanyRows } from '../components/CompanyRows.tsx';
import { RP } from '../../../locale/recruitment-pages.ts';

/** my_concern: the companies I follow. */
export function MyConcernPage() {
  const { data } = useRecruit('concernList', { pageNum: 0, pageSize: 50 }, { fresh: true });
  const toggle = useRecruitMutation('concernToggle');
  return (
    <Card title={RP.concern.title}>
      <CompanyRows
        rows={(data?.data.recordList ?? []).map((c) => ({ ...c, at: c.followTime }))}
        action={(id) => (
          <Popconfirm title={RP.concern.confirm} onConfirm={() => toggle.mutate({ companyId: id })}>
            <Button size="small">{RP.concern.cancel}</Button>
          </Popconfirm>
        )}
      />
    </Card>
  );
}
