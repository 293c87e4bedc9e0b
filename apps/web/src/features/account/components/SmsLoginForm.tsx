import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG } from '@xcb/shared/messages';
import { useLoginMutation } from '../../../api/account-mutations.ts';
import { isActionError } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { Button } from '../../../components/light/Button.tsx';
import { Field, useLightForm } from '../../../components/light/form.tsx';
import { FieldInput, LightFormFrame } from '../../../components/light/FormParts.tsx';
import { MobileIcon } from '../../../components/light/icons/Mobile.ts';
import { SafetyIcon } from '../../../components/light/icons/Safety.ts';
import { Input } from '../../../components/light/Input.tsx';
import { feedback, showError } from '../../../api/feedback.ts';
import { detectDeviceType } from '../../../lib/storage.ts';
import { L } from '../../../locale/labels.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import styles from './forms.module.css';

type SmsField = 'phone' | 'checkCode';

interface SmsLoginFormProps {
  onSuccess: (user: UserSelf) => void;
  /** /pyLogin: the chosen zone; returns undefined (and says 请先选择专属域) when none is chosen. */
  zone?: () => string | undefined;
  footer?: React.ReactNode;
}

/** The phone + SMS code tab of /login and /pyLogin (spec section 5 Login). Light (no antd), like /login. */
export function SmsLoginForm({ onSuccess, zone, footer }: SmsLoginFormProps) {
  const auth = useAuth();
  const mutation = useLoginMutation();
  const form = useLightForm<SmsField>({
    phone: [
      { required: true, message: MSG.phoneRequired },
      { pattern: /^1[3-9]\d{9}$/, message: MSG.phoneFormat },
    ],
    checkCode: [{ required: true, whitespace: true, message: MSG.codeRequired }],
  });
  const phone = form.value('phone');

  const onFinish = async () => {
    let exclusiveCode: string | undefined;
    if (zone) {
      exclusiveCode = zone();
      if (!exclusiveCode) return;
    }
    try {
      const reply = await mutation.mutateAsync({
        name: phone,
        checkCode: form.value('checkCode').trim(),
        exclusiveCode,
        deviceType: detectDeviceType(),
      });
      auth.login(reply);
      void feedback().then(({ message }) => message.destroy());
      onSuccess(reply.user);
    } catch (err) {
      if (isActionError(err) && !err.handled && err.status === 200) {
        const text = err.message;
        void feedback().then(({ message }) => message.error(text));
      } else showError(err);
    }
  };

  return (
    <LightFormFrame className={styles.form} validate={form.validate} onValid={() => void onFinish()}>
      <FieldInput
        form={form}
        name="phone"
        prefix={<MobileIcon />}
        placeholder={L.auth.phonePlaceholder}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
      />
      <Field error={form.error('checkCode')}>
        <div className={styles.captchaRow}>
          <Input
            size="large"
            prefix={<SafetyIcon />}
            placeholder={L.sms.codePlaceholder}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.bind('checkCode')}
          />
          <SmsCodeButton phone={phone} purpose="login" beforeSend={() => (zone ? zone() !== undefined : true)} />
        </div>
      </Field>
      <Field error={null}>
        <Button type="primary" size="large" htmlType="submit" block disabled={mutation.isPending}>
          {mutation.isPending ? L.auth.loggingIn : L.auth.login}
        </Button>
      </Field>
      {footer}
    </LightFormFrame>
  );
}
