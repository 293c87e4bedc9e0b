import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Table, Tabs, Typography } from 'antd';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { R } from '../labels.ts';
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
    <Card title="屏蔽企业">
      <Typography.Paragraph type="secondary">被屏蔽的企业在任何地方（包括简历搜索）都看不到您的简历。</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'list',
            label: `已屏蔽（${data?.data.recordCount ?? 0}）`,
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
            label: '添加屏蔽',
            children: (
              <>
                <Input.Search
                  placeholder="输入企业名称搜索"
                  enterButton="搜索"
                  onSearch={(v) => setKeyword(v.trim() || undefined)}
                  style={{ maxWidth: 400, marginBottom: 12 }}
                />
                <Table
                  rowKey="id"
                  locale={empty}
                  pagination={false}
                  dataSource={keyword ? (found.data?.data.recordList ?? []) : []}
                  columns={[
                    { title: '企业', dataIndex: 'companyName' },
                    {
                      title: '操作',
                      render: (_, c) =>
                        shielded.has(c.id) ? (
                          '已屏蔽'
                        ) : (
                          <Popconfirm title={R.confirmShield} onConfirm={() => void shield(c.id, 1)}>
                            <Button size="small" danger>
                              屏蔽
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
