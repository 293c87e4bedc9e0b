import { useSearchParams } from 'react-router';
import { Avatar, Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { uploadUrl } from '../../../api/files.ts';
import { useDemands, usePublisher } from '../api.ts';
import { DemandList, useDemandPaging } from '../components/DemandBits.tsx';
import { idParam, notFound } from '../components/notFound.tsx';
import { EL } from '../../../locale/employment.ts';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';

/** spec: company_info?id — the publisher's certified identity and its demands in progress. */
export function CompanyInfoPage() {
  const [sp] = useSearchParams();
  const userId = idParam(sp);
  const { page, pagination } = useDemandPaging();
  const profile = usePublisher(userId);
  const list = useDemands({ publisherId: userId, ...page, px: 0 });
  if (profile.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!profile.data) return notFound(profile.error, M.publisherNotFound);
  const p = profile.data;
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <Card>
          <Space align="start" size={20}>
            <Avatar shape="square" size={88} src={uploadUrl(p.companyTx)} icon={<UserOutlined />} alt={EL.company.logo} />
            <div>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="publisher-name">
                {p.name}
              </Typography.Title>
              <Space style={{ marginTop: 8 }} wrap>
                <Tag color="green">{p.kind === 'company' ? EL.companyCert : EL.personalCert}</Tag>
                {p.companyMainIndustry && <Tag>{p.companyMainIndustry}</Tag>}
                {p.companySize && <Tag>{p.companySize}</Tag>}
              </Space>
              <Descriptions
                size="small"
                column={3}
                style={{ marginTop: 12 }}
                items={[
                  { key: 'a', label: EL.company.active, children: p.activeCount },
                  { key: 'p', label: EL.company.published, children: p.publishedCount },
                  { key: 'd', label: EL.company.address, children: p.companyAddress ?? '—' },
                ]}
              />
            </div>
          </Space>
          {p.companyIntro && (
            <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>{p.companyIntro}</Typography.Paragraph>
          )}
        </Card>
        <Card title={EL.company.active}>
          <DemandList query={list} pagination={pagination} />
        </Card>
      </Space>
    </div>
  );
}
