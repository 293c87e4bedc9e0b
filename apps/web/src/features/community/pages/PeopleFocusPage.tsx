import { Card, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useHome } from '../api.ts';
import { communityPaths, idParam } from '../paths.ts';
import { FollowTab } from '../components/FollowTab.tsx';
import { CL } from '../../../locale/community.ts';

/** /training/people_focus?id: whom a person follows and who follows him. */
export function PeopleFocusPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const home = useHome(id);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={home.data ? <Link to={communityPaths.peopleHome(id)}>{home.data.user.nickName}</Link> : CL.focus.title}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'follows', label: CL.focus.theirFollows, children: <FollowTab which="follows" id={id} empty={CL.focus.noFollows} /> },
            { key: 'fans', label: CL.focus.theirFans, children: <FollowTab which="fans" id={id} empty={CL.focus.noFans} /> },
          ]}
        />
      </Card>
    </div>
  );
}
