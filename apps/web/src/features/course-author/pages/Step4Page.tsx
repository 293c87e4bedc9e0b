import { Link, useSearchParams } from 'react-router';
import { Button, Result, Space } from 'antd';
import { WizardFrame } from '../components/WizardFrame.tsx';
import { clearDraft } from '../draft.ts';

/** /step4?id: published (under review); edit the chapters, publish another, or see my courses. */
export function Step4Page() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <WizardFrame current={3} title="发布课程">
      <Result
        status="success"
        title="课程已提交，等待平台审核"
        subTitle="审核通过后课程将在共享培训中展示。现在可以为课程添加章节、小节、视频和附件。"
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {id > 0 && (
              <Link to={`/add_chapter?id=${id}`} onClick={clearDraft}>
                <Button type="primary">编辑章节</Button>
              </Link>
            )}
            <Link to="/step1" onClick={clearDraft}>
              <Button>继续发布</Button>
            </Link>
            <Link to="/release_curriculum" onClick={clearDraft}>
              <Button>我的发布</Button>
            </Link>
          </Space>
        }
      />
    </WizardFrame>
  );
}
