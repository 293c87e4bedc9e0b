import { Link } from 'react-router';
import { Button, Result, Skeleton, Space, Typography } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { useRecruit } from '../api.ts';
import { ResumeView } from '../components/ResumeView.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';

/** personal_resume2: the resume as companies see it (without contact details), printable. */
export function PersonalResume2Page() {
  const { data, isLoading } = useRecruit('resumeMine', {});
  if (isLoading) return <Skeleton active />;
  if (!data?.data) return <Result title={R.noResume} extra={<Link to={rp.editResume()}>{R.createResume}</Link>} />;
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => window.print()}>{RP.print}</Button>
        <Typography.Text type="secondary">{RECRUIT_MSG.contactHidden}</Typography.Text>
      </Space>
      <ResumeView r={data.data} />
    </div>
  );
}
