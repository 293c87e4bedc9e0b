import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Table, Tabs, Typography } from 'antd';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { empty } from '../components/lists.tsx';
import { CompanyRows } from '../components/CompanyRows.tsx';

/** shielding_enterprises: companies my resume is hidden from; add one by name. */
export function ShieldingEnterprisesPage() {
  const { data } = useRecruit('shieldList', { pageNum: 0, pageSize: 50 }, { fresh: true });
  const toggle = useRecruitMutation('shieldToggle');
  const [keyword, setKeyword] = useState<string>();
  const found = useRecruit('companyList', { pageNum: 0, pageSize: 10, keyword }, { enabled: !!keyword });
  const shield = (companyId: number, on: 0 | 1) => toggle.run({ companyId, shield: on });
  const shielded = new Set((data?.data.recordList ?? []).map((c) => c.id));
  return (
    <Card title={RP.shielding.title}>
      <Typography.Paragraph type="secondary">{RP.shielding.hint}</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'list',
            label: RP.shielding.list(data?.data.recordCount ?? 0),
            children: (
              <CompanyRows
                rows={(data?.data.recordList ?? []).map((c) => ({ ...c, at: c.shieldTime }))}
                action={(id) => (
                  <Button size="small" onClick={() => void shield(id, 0)}>
                    {R.unshield}
                  </Button>
                )}
              />
            ),
          },
          {
            key: 'add',
            label: RP.shielding.add,
            children: (
              <>
                <Input.Search
                  placeholder={RP.shielding.searchHint}
                  enterButton={R.search}
                  onSearch={(v) => setKeyword(v.trim() || undefined)}
                  style={{ maxWidth: 400, marginBottom: 12 }}
                />
                <Table
                  rowKey="id"
                  locale={empty}
                  pagination={false}
                  dataSource={keyword ? (found.data?.data.recordList ?? []) : []}
                  columns={[
                    { title: RP.col.company, dataIndex: 'companyName' },
                    {
                      title: RP.col.action,
                      render: (_, c) =>
                        shielded.has(c.id) ? (
                          RP.shielding.shielded
                        ) : (
                          <Popconfirm title={R.confirmShield} onConfirm={() => void shield(c.id, 1)}>
                            <Button size="small" danger>
                              {RP.shielding.shield}
                            </Button>
                          </Popconfirm>
                        ),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
