import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG } from '@xcb/shared/messages';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Spin } from '../../../components/light/Spin.tsx';
import { Tabs } from '../../../components/light/Tabs.tsx';
import { feedback } from '../../../api/feedback.ts';
import { L } from '../../../locale/labels.ts';
import { LoginForm } from './LoginForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { ThirdPartyLogin } from './ThirdPartyLogin.tsx';

// Light (no antd): /login shows these tabs at first paint (170 KB budget). The QR tab (antd, a QR library)
// loads, with antd's scope, when it is first chosen.
const QrLogin = lazyWithAntd(() => import('./QrLogin.tsx').then((m) => m.QrLogin));

interface LoginTabsProps {
  redirect: string;
  /** /pyLogin: the chosen zone, or undefined after telling the user to choose one. */
  zone?: () => string | undefined;
  registerTo?: string;
}

/** spec: login tabs, account plus password and phone plus SMS code; success goes on after 0.5 s. */
export function LoginTabs({ redirect, zone, registerTo }: LoginTabsProps) {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSuccess = (user: UserSelf) => {
    void feedback().then(({ message }) => message.success(MSG.loginSuccess));
    // Staff land in the back office unless a page sent them here.
    const target = user.isStaff && redirect === '/' ? '/admin' : redirect;
    timer.current = window.setTimeout(() => void navigate(target, { replace: true }), 500);
  };

  return (
    <>
      <Tabs
        items={[
          {
            key: 'password',
            label: L.auth.tabPassword,
            children: <LoginForm redirect={redirect} onSuccess={onSuccess} zone={zone} registerTo={registerTo} />,
          },
          {
            key: 'sms',
            label: L.auth.tabSms,
            children: <SmsLoginForm onSuccess={onSuccess} zone={zone} />,
          },
          // A QR login confirms whichever account the phone holds, so the private-zone page offers none.
          ...(zone
            ? []
            : [
                {
                  key: 'qr',
                  label: L.auth.tabQr,
                  destroyOnHidden: true,
                  children: (
                    <Suspense fallback={<Spin />}>
                      <QrLogin onSuccess={onSuccess} />
                    </Suspense>
                  ),
                },
              ]),
        ]}
      />
      {!zone && <ThirdPartyLogin onSuccess={onSuccess} />}
    </>
  );
}
