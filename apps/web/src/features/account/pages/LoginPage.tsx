import { Link, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../../lib/paths.ts';
import { L } from '../../../locale/labels.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoginTabs } from '../components/LoginTabs.tsx';
import styles from '../components/forms.module.css';

/** /login: account + password, phone + SMS code; links to forgot password, registered and pyLogin. */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <AuthLayout title={L.auth.loginTitle} subtitle={L.auth.loginSubtitle}>
      <LoginTabs redirect={redirect} />
      <div className={styles.pageLinks}>
        <Link to={paths.pyLogin(redirect)}>{L.auth.toPyLogin}</Link>
      </div>
    </AuthLayout>
  );
}
