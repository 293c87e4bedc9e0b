import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App } from 'antd';
import type { Zone } from '@xcb/shared/actions/platform';
import { MSG } from '@xcb/shared/messages';
import { paths, safeRedirect } from '../../../lib/paths.ts';
import { L } from '../../../locale/labels.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoginTabs } from '../components/LoginTabs.tsx';
import { ZoneSelect } from '../components/ZoneSelect.tsx';
import styles from '../components/forms.module.css';

/** /pyLogin: the login of /login plus a required exclusive-domain selector (spec section 2). */
export function PyLoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { message } = App.useApp();
  const [zone, setZone] = useState<Zone | null>(null);
  const [missing, setMissing] = useState(false);

  const chosen = () => {
    if (zone) return zone.exclusiveCode;
    setMissing(true);
    void message.warning(MSG.chooseDomainFirst);
    return undefined;
  };

  return (
    <AuthLayout title={L.auth.pyLoginTitle} subtitle={L.auth.pyLoginSubtitle}>
      <div className={styles.zoneRow}>
        <ZoneSelect
          value={zone}
          status={missing ? 'error' : ''}
          onChange={(z) => {
            setZone(z);
            setMissing(false);
          }}
        />
        {missing && <div className={styles.fieldError}>{MSG.chooseDomainFirst}</div>}
      </div>
      <LoginTabs redirect={redirect} zone={chosen} registerTo={paths.pyRegister(redirect)} />
      <div className={styles.pageLinks}>
        <Link to={paths.pyRegister(redirect)}>{L.auth.toPyRegister}</Link>
        <Link to={paths.login(redirect)}>{L.auth.toLogin}</Link>
      </div>
    </AuthLayout>
  );
}
