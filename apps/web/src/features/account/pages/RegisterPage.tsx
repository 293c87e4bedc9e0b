import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App } from 'antd';
import { paths, safeRedirect } from '../../../lib/paths.ts';
import { L } from '../../../locale/labels.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';
import styles from '../components/forms.module.css';

/** /registered: create an account; success logs in and moves on after 1 s (spec section 8). */
export function RegisterPage({ zoneMode = false }: { zoneMode?: boolean }) {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const { message } = App.useApp();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <AuthLayout
      title={zoneMode ? L.auth.pyRegisterTitle : L.auth.registerTitle}
      subtitle={zoneMode ? L.auth.pyRegisterSubtitle : L.auth.registerSubtitle}
    >
      <RegisterForm
        zoneMode={zoneMode}
        redirect={redirect}
        onSuccess={() => {
          void message.success(L.auth.registerSuccess);
          timer.current = window.setTimeout(() => void navigate(redirect, { replace: true }), 1000);
        }}
      />
      <div className={styles.pageLinks}>
        {zoneMode ? (
          <Link to={paths.register(redirect)}>{L.auth.toRegister}</Link>
        ) : (
          <Link to={paths.pyRegister(redirect)}>{L.auth.toPyRegister}</Link>
        )}
      </div>
    </AuthLayout>
  );
}
