import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import type { UserPublic, UserSelf } from '@xcb/shared/actions/account';
import { USER_AUTH, USER_AUTH_LABEL, type UserAuth } from '@xcb/shared/enums';
import { useUserById } from '../../../api/account.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { L } from '../../../locale/labels.ts';
import { AuthGuide } from '../components/profile/AuthGuide.tsx';
import { InsuranceCard } from '../components/profile/InsuranceCard.tsx';
import { ProfileForm } from '../components/profile/ProfileForm.tsx';
import { SecurityCard } from '../components/profile/SecurityCard.tsx';
import { ThirdPartyCard } from '../components/profile/ThirdPartyCard.tsx';
import styles from './PeopleInfoPage.module.css';

const isSelf = (user: UserSelf | Omit<UserPublic, 'name'>): user is UserSelf => 'phone' in user;

/** spec: auth 0..3; an unknown value (a newer server) shows nothing rather than breaking the page. */
const authLabel = (auth: number): string => (Object.hasOwn(USER_AUTH_LABEL, auth) ? USER_AUTH_LABEL[auth as UserAuth] : '');

/** /people_info: profile, account security, insurance proof, and the guide for new users. */
export function PeopleInfoPage() {
  const auth = useAuth();
  const id = auth.user?.id ?? 0;
  const query = useUserById(id);
  const user = query.data;

  if (query.isPending) {
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (!user || !isSelf(user)) {
    return (
      <Card>
        <EmptyState text={L.common.loadFailed}>
          <Button onClick={() => void query.refetch()}>{L.common.retry}</Button>
        </EmptyState>
      </Card>
    );
  }

  return (
    <div className={styles.page}>
      {user.auth === USER_AUTH.unfilled && <AuthGuide />}
      <Card
        title={L.profile.title}
        extra={
          <span className={styles.tags}>
            <Tag color="blue">{authLabel(user.auth)}</Tag>
            {user.exclusiveName && <Tag color="purple">{user.exclusiveName}</Tag>}
            <Typography.Text type="secondary" className={styles.since}>
              {L.profile.createDate} {formatDateTime(user.createDate)}
            </Typography.Text>
          </span>
        }
      >
        {/* key: a fresh form when the saved user changes elsewhere (another tab) */}
        <ProfileForm key={user.id} user={user} />
      </Card>
      <Card title={L.security.title}>
        <SecurityCard user={user} />
      </Card>
      <Card title={L.oauth.title}>
        <ThirdPartyCard />
      </Card>
      <Card title={L.insurance.cardTitle}>
        <InsuranceCard user={user} />
      </Card>
    </div>
  );
}
