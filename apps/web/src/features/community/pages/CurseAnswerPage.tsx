import { Card } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { communityPaths, idParam } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';
import { CL } from '../../../locale/community.ts';

/** /training/curse_answer?id=<course>: the questions about one course. */
export function CurseAnswerPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={CL.courseQa.title} extra={<Link to={communityPaths.putQuestions({ articleId: id })}>{CL.courseQa.ask}</Link>}>
        <PagedNeeds q={{ articleId: id }} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}
