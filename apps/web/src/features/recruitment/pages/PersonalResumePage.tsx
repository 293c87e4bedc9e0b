import { Link } from 'react-router';
import { Button, Col, Result, Row, Skeleton, Space, Typography } from 'antd';
import { useRecruit } from '../api.ts';
import { ResumeView } from '../components/ResumeView.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { Completeness, Attachment, Viewers } from '../components/ResumeCards.tsx';

/** personal_resume: my resume, completeness, the attached file, who viewed it. */
export function PersonalResumePage() {
  const { data, isLoading } = useRecruit('resumeMine', {}, { fresh: true });
  if (isLoading) return <Skeleton active />;
  if (!data?.data)
    return (
      <Result
        title={R.noResume}
        extra={
          <Link to={rp.editResume()}>
            <Button type="primary">{R.createResume}</Button>
          </Link>
        }
      />
    );
  const r = data.data;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <ResumeView r={r} contact={<Typography.Text type="secondary">{RP.myContact(r.phone, r.email ?? '—')}</Typography.Text>} />
      </Col>
      <Col xs={24} lg={8}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Link to={rp.editResume()}>
              <Button type="primary">{R.editResume}</Button>
            </Link>
            <Link to={rp.resume2()}>
              <Button>{R.preview}</Button>
            </Link>
          </Space>
          <Completeness value={data.completeness} missing={data.missing} />
          <Attachment id={r.id} name={r.attachmentName} />
          <Viewers />
        </Space>
      </Col>
    </Row>
  );
}
