import { Avatar, Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { UserPublic, UserSelf } from '@xcb/shared/actions/account';
import { USER_AUTH_LABEL, USER_STATUS, type UserAuth } from '@xcb/shared/enums';
import { maskPhone } from '@xcb/shared/format';
import { useUserById } from '../../../api/account.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { L } from '../../../locale/labels.ts';
import styles from './PeopleInfoPage.module.css';

const isSelf = (user: UserSelf | UserPublic): user is UserSelf => 'phone' in user;

/** spec: auth 0..3; an unknown value (a newer server) shows nothing rather than breaking the page. */
const authLabel = (auth: number): string => (Object.hasOwn(USER_AUTH_LABEL, auth) ? USER_AUTH_LABEL[auth as UserAuth] : '');

/** /people_info: the personal centre's account data, read-only until the profile issue lands. */
export function PeopleInfoPage() {
  const auth = useAuth();
  // The route guard guarantees a login; the stored user only supplies the id.
  const id = auth.user?.id ?? 0;
  const query = useUserById(id);
  const user = query.data;

  return (
    <div className={`xcb-container ${styles.page}`}>
      <Card className={styles.card}>
        {query.isPending ? (
          <Skeleton avatar active paragraph={{ rows: 6 }} />
        ) : !user ? (
          <EmptyState text={L.common.loadFailed}>
            <Button onClick={() => void query.refetch()}>{L.common.retry}</Button>
          </EmptyState>
        ) : (
          <>
            <div className={styles.head}>
              <Avatar size={72} src={user.icon || undefined} icon={<UserOutlined />} />
              <div>
                <Typography.Title level={3} className={styles.name}>
                  {user.nickName || user.name}
                </Typography.Title>
                <Tag color="blue">{authLabel(user.auth)}</Tag>
                {user.exclusiveName && <Tag color="purple">{user.exclusiveName}</Tag>}
              </div>
            </div>
            <Descriptions
              title={L.profile.title}
              column={{ xs: 1, sm: 1, md: 2 }}
              bordered
              size="middle"
              items={[
                { key: 'name', label: L.profile.account, children: user.name },
                { key: 'nickName', label: L.profile.nickName, children: user.nickName || L.profile.notSet },
                { key: 'phone', label: L.profile.phone, children: isSelf(user) ? maskPhone(user.phone) : L.profile.notSet },
                { key: 'kind', label: L.profile.kind, children: authLabel(user.auth) },
                { key: 'zone', label: L.profile.zone, children: user.exclusiveName || L.profile.publicZone },
                { key: 'createDate', label: L.profile.createDate, children: formatDateTime(user.createDate) },
                ...(isSelf(user)
                  ? [
                      {
                        key: 'status',
                        label: L.profile.status,
                        children:
                          user.status === USER_STATUS.disabled ? (
                            <Tag color="red">{L.profile.statusDisabled}</Tag>
                          ) : (
                            <Tag color="green">{L.profile.statusActive}</Tag>
                          ),
                      },
                    ]
                  : []),
              ]}
            />
            <Typography.Paragraph type="secondary" className={styles.hint}>
              {L.profile.editSoon}
            </Typography.Paragraph>
          </>
        )}
      </Card>
    </div>
  );
}
