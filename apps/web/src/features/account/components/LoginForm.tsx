import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG } from '@xcb/shared/messages';
import { useLoginCaptcha, useLoginMutation } from '../../../api/account.ts';
import { isActionError } from '../../../api/client.ts';
import { paths } from '../../../app/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { showError } from '../../../lib/feedback.ts';
import { detectDeviceType } from '../../../lib/storage.ts';
import { L } from '../../../locale/labels.ts';
import { LoginCaptcha } from './LoginCaptcha.tsx';
import styles from './forms.module.css';

interface LoginValues {
  name: string;
  password: string;
  captcha?: string;
}

interface LoginFormProps {
  /** Called after the session is stored; the caller says so and moves on (redirect or close). */
  onSuccess: (user: UserSelf) => void;
  /** In the dialog the register link switches tabs; on the page it goes to /registered. */
  onRegisterClick?: () => void;
  redirect?: string;
  /** /pyLogin: the chosen zone; returns undefined (and says 请先选择专属域) when none is chosen. */
  zone?: () => string | undefined;
  /** Where the register link goes (/pyLogin links to /pyRegistered). */
  registerTo?: string;
}

/** Account and password login (spec section 5 Login, section 8 Login). */
export function LoginForm({ onSuccess, onRegisterClick, redirect, zone, registerTo }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const { message } = App.useApp();
  const auth = useAuth();
  const mutation = useLoginMutation();
  // spec: after a wrong password the account must pass a picture captcha; issued per account name.
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const captcha = useLoginCaptcha(captchaFor ?? '', captchaFor !== null);
  const needCaptcha = captchaFor !== null;

  const refreshCaptcha = (name: string) => {
    form.setFieldValue('captcha', '');
    if (name === captchaFor) void captcha.refetch();
    else setCaptchaFor(name);
  };

  const onFinish = async (values: LoginValues) => {
    const name = values.name.trim();
    let exclusiveCode: string | undefined;
    if (zone) {
      exclusiveCode = zone();
      if (!exclusiveCode) return;
    }
    try {
      const reply = await mutation.mutateAsync({
        name,
        password: values.password,
        deviceType: detectDeviceType(),
        exclusiveCode,
        ...(needCaptcha && captcha.data ? { captchaId: captcha.data.captchaId, captcha: values.captcha?.trim() } : {}),
      });
      auth.login(reply);
      // Earlier refusals (帐号密码不正确…) must not linger beside the success message.
      message.destroy();
      onSuccess(reply.user);
    } catch (err) {
      if (!isActionError(err)) {
        showError(err);
        return;
      }
      if (err.handled) return;
      if (err.body.needCaptcha === true || needCaptcha) refreshCaptcha(name);
      if (err.message === MSG.captchaWrong) {
        form.setFields([{ name: 'captcha', value: '', errors: [err.message] }]);
      } else {
        // 帐号密码不正确, 账号被禁用，请联系管理员, 登录尝试次数过多… : the server's text as it is
        void message.error(err.message);
      }
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
      className={styles.form}
      autoComplete="on"
    >
      <Form.Item name="name" rules={[{ required: true, whitespace: true, message: MSG.accountRequired }]}>
        <Input prefix={<UserOutlined />} placeholder={L.auth.accountPlaceholder} autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: MSG.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={L.auth.passwordPlaceholder} autoComplete="current-password" maxLength={32} />
      </Form.Item>
      {needCaptcha && (
        <Form.Item required>
          <div className={styles.captchaRow}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: MSG.captchaRequired }]}>
              <Input prefix={<SafetyOutlined />} placeholder={L.auth.captchaPlaceholder} maxLength={8} autoComplete="off" />
            </Form.Item>
            <LoginCaptcha
              image={captcha.data?.image}
              loading={captcha.isFetching}
              onRefresh={() => void captcha.refetch()}
            />
          </div>
        </Form.Item>
      )}
      <div className={styles.links}>
        <Link to={paths.retrievePassword()}>{L.auth.forgotPassword}</Link>
      </div>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
          {mutation.isPending ? L.auth.loggingIn : L.auth.login}
        </Button>
      </Form.Item>
      <div className={styles.switch}>
        {L.auth.noAccount}
        {onRegisterClick ? (
          <button type="button" className={styles.linkButton} onClick={onRegisterClick}>
            {L.auth.registerNow}
          </button>
        ) : (
          <Link to={registerTo ?? paths.register(redirect)}>{L.auth.registerNow}</Link>
        )}
      </div>
    </Form>
  );
}
