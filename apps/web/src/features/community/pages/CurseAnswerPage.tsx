import { Card } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { communityPaths, idParam } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';

/** /training/curse_answer?id=<course>: the questions about one course. */
export function CurseAnswerPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title="课程问答" extra={<Link to={communityPaths.putQuestions({ articleId: id })}>就该课程提问</Link>}>
        <PagedNeeds q={{ articleId: id }} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}
