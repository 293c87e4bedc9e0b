import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { App, Tabs } from 'antd';
import { MSG } from '@xcb/shared/messages';
import { safeRedirect } from '../../../app/paths.ts';
import { L } from '../../../locale/labels.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

/** /login: account and password (the SMS tab and QR login come with their own issue). */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const navigate = useNavigate();
  const { message } = App.useApp();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <AuthLayout title={L.auth.loginTitle} subtitle={L.auth.loginSubtitle}>
      <Tabs
        items={[
          {
            key: 'password',
            label: L.auth.tabPassword,
            children: (
              <LoginForm
                redirect={redirect}
                onSuccess={(user) => {
                  void message.success(MSG.loginSuccess);
                  // Staff land in the back office unless a page sent them here.
                  const target = user.isStaff && redirect === '/' ? '/admin' : redirect;
                  // spec: the redirect follows after 0.5 s
                  timer.current = window.setTimeout(() => void navigate(target, { replace: true }), 500);
                }}
              />
            ),
          },
        ]}
      />
    </AuthLayout>
  );
}
