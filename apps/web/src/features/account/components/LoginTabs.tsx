import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { App, Tabs } from 'antd';
import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG } from '@xcb/shared/messages';
import { L } from '../../../locale/labels.ts';
import { LoginForm } from './LoginForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { QrLogin } from './QrLogin.tsx';
import { ThirdPartyLogin } from './ThirdPartyLogin.tsx';

interface LoginTabsProps {
  redirect: string;
  /** /pyLogin: the chosen zone, or undefined after telling the user to choose one. */
  zone?: () => string | undefined;
  registerTo?: string;
}

/** spec: login tabs, account plus password and phone plus SMS code; success goes on after 0.5 s. */
export function LoginTabs({ redirect, zone, registerTo }: LoginTabsProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSuccess = (user: UserSelf) => {
    void message.success(MSG.loginSuccess);
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
            : [{ key: 'qr', label: L.auth.tabQr, destroyOnHidden: true, children: <QrLogin onSuccess={onSuccess} /> }]),
        ]}
      />
      {!zone && <ThirdPartyLogin onSuccess={onSuccess} />}
    </>
  );
}
