import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App } from 'antd';
import { safeRedirect } from '../../../app/paths.ts';
import { L } from '../../../locale/labels.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';

/** /registered: create an account; success logs in and moves on after 1 s (spec section 8). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const { message } = App.useApp();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <AuthLayout title={L.auth.registerTitle} subtitle={L.auth.registerSubtitle}>
      <RegisterForm
        redirect={redirect}
        onSuccess={() => {
          void message.success(L.auth.registerSuccess);
          timer.current = window.setTimeout(() => void navigate(redirect, { replace: true }), 1000);
        }}
      />
    </AuthLayout>
  );
}
