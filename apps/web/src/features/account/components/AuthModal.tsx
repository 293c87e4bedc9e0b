import { App, Modal, Tabs } from 'antd';
import { L } from '../../../locale/labels.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

type AuthTab = 'login' | 'register';

interface AuthModalProps {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
}

/** spec: the login/register dialog of the header; closes on success and keeps the user on the page. */
export function AuthModal({ open, tab, onTabChange, onClose }: AuthModalProps) {
  const { message } = App.useApp();
  /** On success: the tab's text, then the dialog closes. */
  const done = (text: string) => () => {
    void message.success(text);
    onClose();
  };
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={440} centered destroyOnHidden title={null}>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTabChange(key === 'register' ? 'register' : 'login')}
        centered
        size="large"
        items={[
          {
            key: 'login',
            label: L.auth.tabLogin,
            children: <LoginForm onRegisterClick={() => onTabChange('register')} onSuccess={done(L.auth.loginSuccessModal)} />,
          },
          {
            key: 'register',
            label: L.auth.tabRegister,
            children: <RegisterForm onLoginClick={() => onTabChange('login')} onSuccess={done(L.auth.registerSuccessModal)} />,
          },
        ]}
      />
    </Modal>
  );
}
