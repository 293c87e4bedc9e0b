import { Link, useSearchParams } from 'react-router';
import { App, Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { CompanyLogo } from '../components/bits.tsx';
import { useDictMaps } from '../components/dict.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { idParam, CompanyJobs } from '../components/CompanyJobs.tsx';

/** business_info?id: the company page, follow and shield. */
export function BusinessInfoPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const { modal } = App.useApp();
  const { data, isLoading, error } = useRecruit('companyDetail', { id }, { enabled: id > 0, silent: true });
  const follow = useRecruitMutation('concernToggle');
  const shield = useRecruitMutation('shieldToggle');
  const [industry, size, nature] = useDictMaps('cshy', 'gsgm', 'gsxz');
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="404" title={error ? errorText(error) : RECRUIT_MSG.companyNotFound} />;
  const c = data.data;
  return (
    <div>
      <Card>
        <Space size={16} align="start">
          <CompanyLogo src={c.companyTx} size={72} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {c.companyName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[industry(c.companyMainIndustry), size(c.companySize), nature(c.companyNature)].filter(Boolean).join(' · ')}
            </Typography.Text>
            <div style={{ marginTop: 12 }}>
              <Space>
                <Button type="primary" onClick={() => void follow.run({ companyId: c.id })}>
                  {c.following ? R.following : R.follow}
                </Button>
                <Button
                  danger={!c.shielded}
                  onClick={() =>
                    c.shielded
                      ? void shield.run({ companyId: c.id, shield: 0 })
                      : modal.confirm({ title: R.confirmShield, onOk: () => shield.run({ companyId: c.id, shield: 1 }) })
                  }
                >
                  {c.shielded ? R.unshield : R.shield}
                </Button>
                <Link to={rp.companyJobs(c.id)}>{RP.company.jobs(c.positionCount)}</Link>
              </Space>
            </div>
          </div>
        </Space>
      </Card>
      <Card title={RP.company.intro} style={{ marginTop: 16 }}>
        <Descriptions column={1} items={[{ key: 'a', label: RP.company.address, children: c.address ?? '—' }]} />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{c.intro ?? RP.company.noIntro}</Typography.Paragraph>
      </Card>
      <div style={{ marginTop: 16 }}>
        <CompanyJobs companyId={c.id} />
      </div>
    </div>
  );
}
