import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Input, Pagination, Skeleton, Space, Typography } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { CompanyLogo, useDictMap } from '../components/bits.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

/** enterprise_list: audited companies of the caller's zone, with a name search. */
export function EnterpriseListPage() {
  const { page, pagination, toFirst } = usePaging(12, SITE_PAGER);
  const [keyword, setKeyword] = useState<string>();
  const { data, isLoading } = useRecruit('companyList', { ...page, keyword }, { fresh: true });
  const industry = useDictMap('cshy');
  const size = useDictMap('gsgm');
  const list = data?.data.recordList ?? [];
  return (
    <Card
      title={RP.company.list}
      extra={
        <Input.Search
          placeholder={RP.company.name}
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            toFirst();
          }}
          style={{ width: 240 }}
        />
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} />
      ) : (
        list.map((c) => (
          <Card key={c.id} size="small" style={{ marginBottom: 12 }}>
            <Space size={16}>
              <CompanyLogo src={c.companyTx} />
              <div>
                <Link to={rp.company(c.id)}>
                  <Typography.Text strong>{c.companyName}</Typography.Text>
                </Link>
                <div>
                  <Typography.Text type="secondary">
                    {[industry(c.companyMainIndustry), size(c.companySize)].filter(Boolean).join(' · ') || '—'}
                  </Typography.Text>
                </div>
              </div>
              <Link to={rp.companyJobs(c.id)}>{R.openPositions(c.positionCount)}</Link>
            </Space>
          </Card>
        ))
      )}
      <Pagination {...pagination(data?.data.recordCount)} />
    </Card>
  );
}
