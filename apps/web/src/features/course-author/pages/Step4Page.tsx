import { Link, useSearchParams } from 'react-router';
import { Button, Result, Space } from 'antd';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { WizardFrame } from '../components/WizardFrame.tsx';
import { clearDraft } from '../draft.ts';

/** /step4?id: published (under review); edit the chapters, publish another, or see my courses. */
export function Step4Page() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <WizardFrame current={3}>
      <Result
        status="success"
        title={AUTHOR_L.step4.done}
        subTitle={AUTHOR_L.step4.next}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {id > 0 && (
              <Link to={`/add_chapter?id=${id}`} onClick={clearDraft}>
                <Button type="primary">{AUTHOR_L.editChapters}</Button>
              </Link>
            )}
            <Link to="/step1" onClick={clearDraft}>
              <Button>{AUTHOR_L.step4.more}</Button>
            </Link>
            <Link to="/release_curriculum" onClick={clearDraft}>
              <Button>{AUTHOR_L.myCourses}</Button>
            </Link>
          </Space>
        }
      />
    </WizardFrame>
  );
}
