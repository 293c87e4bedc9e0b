import { Card, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useHome } from '../api.ts';
import { communityPaths, idParam } from '../paths.ts';
import { FollowTab } from '../components/FollowTab.tsx';

/** /training/people_focus?id: whom a person follows and who follows him. */
export function PeopleFocusPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const home = useHome(id);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={home.data ? <Link to={communityPaths.peopleHome(id)}>{home.data.user.nickName}</Link> : '关注与粉丝'}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'follows', label: 'TA的关注', children: <FollowTab which="follows" id={id} empty="暂无关注" /> },
            { key: 'fans', label: 'TA的粉丝', children: <FollowTab which="fans" id={id} empty="暂无粉丝" /> },
          ]}
        />
      </Card>
    </div>
  );
}
