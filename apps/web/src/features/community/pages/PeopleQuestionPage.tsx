import { Card } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { COMMUNITY_MSG } from '@xcb/shared';
import { communityPaths, idParam } from '../paths.ts';
import { PagedNeeds } from '../components/Needs.tsx';
import { CL } from '../../../locale/community.ts';

/** /training/people_question?id: the questions put to a person. */
export function PeopleQuestionPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={CL.questionsToThem} extra={<Link to={communityPaths.putQuestions({ teacherId: id })}>{CL.askThem}</Link>}>
        <PagedNeeds q={{ teacherId: id }} empty={COMMUNITY_MSG.noQuestions} />
      </Card>
    </div>
  );
}
