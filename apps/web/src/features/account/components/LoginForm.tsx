import { useState } from 'react';
import { Link } from 'react-router';
import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG } from '@xcb/shared/messages';
import { useLoginCaptcha } from '../../../api/account.ts';
import { useLoginMutation } from '../../../api/account-mutations.ts';
import { isActionError } from '../../../api/client.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { Button } from '../../../components/light/Button.tsx';
import { Field, useLightForm } from '../../../components/light/form.tsx';
import { FieldInput, LightFormFrame } from '../../../components/light/FormParts.tsx';
import { LockIcon } from '../../../components/light/icons/Lock.ts';
import { SafetyIcon } from '../../../components/light/icons/Safety.ts';
import { UserIcon } from '../../../components/light/icons/User.ts';
import { Input } from '../../../components/light/Input.tsx';
import { PasswordInput } from '../../../components/light/PasswordInput.tsx';
import { feedback, showError } from '../../../api/feedback.ts';
import { detectDeviceType } from '../../../lib/storage.ts';
import { L } from '../../../locale/labels.ts';
import { LoginCaptcha } from './LoginCaptcha.tsx';
import styles from './forms.module.css';

type LoginField = 'name' | 'password' | 'captcha';

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

/**
 * Account and password login (spec section 5 Login, section 8 Login). Light (no antd): /login shows it at
 * first paint (the first-load budget); the header dialog and /pyLogin use it too.
 */
export function LoginForm({ onSuccess, onRegisterClick, redirect, zone, registerTo }: LoginFormProps) {
  const auth = useAuth();
  const mutation = useLoginMutation();
  // spec: after a wrong password the account must pass a picture captcha; issued per account name.
  const [captchaFor, setCaptchaFor] = useState<string | null>(null);
  const captcha = useLoginCaptcha(captchaFor ?? '', captchaFor !== null);
  const needCaptcha = captchaFor !== null;
  const form = useLightForm<LoginField>({
    name: [{ required: true, whitespace: true, message: MSG.accountRequired }],
    password: [{ required: true, message: MSG.passwordRequired }],
    ...(needCaptcha ? { captcha: [{ required: true, whitespace: true, message: MSG.captchaRequired }] } : {}),
  });

  const refreshCaptcha = (name: string) => {
    form.setError('captcha', null, '');
    if (name === captchaFor) void captcha.refetch();
    else setCaptchaFor(name);
  };

  const onFinish = async () => {
    const name = form.value('name').trim();
    let exclusiveCode: string | undefined;
    if (zone) {
      exclusiveCode = zone();
      if (!exclusiveCode) return;
    }
    try {
      const reply = await mutation.mutateAsync({
        name,
        password: form.value('password'),
        deviceType: detectDeviceType(),
        exclusiveCode,
        ...(needCaptcha && captcha.data ? { captchaId: captcha.data.captchaId, captcha: form.value('captcha').trim() } : {}),
      });
      auth.login(reply);
      // Earlier refusals (帐号密码不正确…) must not linger beside the success message.
      void feedback().then(({ message }) => message.destroy());
      onSuccess(reply.user);
    } catch (err) {
      if (!isActionError(err)) {
        showError(err);
        return;
      }
      if (err.handled) return;
      if (err.body.needCaptcha === true || needCaptcha) refreshCaptcha(name);
      if (err.message === MSG.captchaWrong) {
        form.setError('captcha', err.message, '');
      } else {
        // 帐号密码不正确, 账号被禁用，请联系管理员, 登录尝试次数过多… : the server's text as it is
        const text = err.message;
        void feedback().then(({ message }) => message.error(text));
      }
    }
  };

  return (
    <LightFormFrame className={styles.form} autoComplete="on" validate={form.validate} onValid={() => void onFinish()}>
      <FieldInput
        form={form}
        name="name"
        prefix={<UserIcon />}
        placeholder={L.auth.accountPlaceholder}
        autoComplete="username"
        maxLength={32}
      />
      <Field error={form.error('password')}>
        <PasswordInput
          size="large"
          prefix={<LockIcon />}
          placeholder={L.auth.passwordPlaceholder}
          autoComplete="current-password"
          maxLength={32}
          {...form.bind('password')}
        />
      </Field>
      {needCaptcha && (
        <Field error={form.error('captcha')}>
          <div className={styles.captchaRow}>
            <Input
              size="large"
              prefix={<SafetyIcon />}
              placeholder={L.auth.captchaPlaceholder}
              maxLength={8}
              autoComplete="off"
              {...form.bind('captcha')}
            />
            <LoginCaptcha image={captcha.data?.image} loading={captcha.isFetching} onRefresh={() => void captcha.refetch()} />
          </div>
        </Field>
      )}
      <div className={styles.links}>
        <Link to={paths.retrievePassword()}>{L.auth.forgotPassword}</Link>
      </div>
      <Field error={null}>
        <Button type="primary" size="large" htmlType="submit" block loading={mutation.isPending}>
          {mutation.isPending ? L.auth.loggingIn : L.auth.login}
        </Button>
      </Field>
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
    </LightFormFrame>
  );
}
