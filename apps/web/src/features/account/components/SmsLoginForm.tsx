import { App, Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG } from '@xcb/shared/messages';
import { useLoginMutation } from '../../../api/account.ts';
import { isActionError } from '../../../api/client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { showError } from '../../../lib/feedback.ts';
import { detectDeviceType } from '../../../lib/storage.ts';
import { L } from '../../../locale/labels.ts';
import { SmsCodeField } from './SmsCodeButton.tsx';
import styles from './forms.module.css';

interface SmsValues {
  phone: string;
  checkCode: string;
}

interface SmsLoginFormProps {
  onSuccess: (user: UserSelf) => void;
  /** /pyLogin: the chosen zone; returns undefined (and says 请先选择专属域) when none is chosen. */
  zone?: () => string | undefined;
  footer?: React.ReactNode;
}

/** The phone + SMS code tab of /login and /pyLogin (spec section 5 Login). */
export function SmsLoginForm({ onSuccess, zone, footer }: SmsLoginFormProps) {
  const [form] = Form.useForm<SmsValues>();
  const { message } = App.useApp();
  const auth = useAuth();
  const mutation = useLoginMutation();
  const phone = Form.useWatch('phone', form);

  const onFinish = async (values: SmsValues) => {
    let exclusiveCode: string | undefined;
    if (zone) {
      exclusiveCode = zone();
      if (!exclusiveCode) return;
    }
    try {
      const reply = await mutation.mutateAsync({ name: values.phone, checkCode: values.checkCode.trim(), exclusiveCode, deviceType: detectDeviceType() });
      auth.login(reply);
      message.destroy();
      onSuccess(reply.user);
    } catch (err) {
      if (isActionError(err) && !err.handled && err.status === 200) void message.error(err.message);
      else showError(err);
    }
  };

  return (
    <Form<SmsValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void onFinish(v)} className={styles.form}>
      <Form.Item
        name="phone"
        validateFirst
        rules={[
          { required: true, message: MSG.phoneRequired },
          { pattern: /^1[3-9]\d{9}$/, message: MSG.phoneFormat },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={L.auth.phonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField phone={phone} purpose="login" beforeSend={() => (zone ? zone() !== undefined : true)} />
      <Form.Item>
        {/* disabled rather than antd's loading: its delayed loading state could stay on after a reply
            that arrived within milliseconds, leaving the button dead */}
        <Button type="primary" htmlType="submit" block disabled={mutation.isPending}>
          {mutation.isPending ? L.auth.loggingIn : L.auth.login}
        </Button>
      </Form.Item>
      {footer}
    </Form>
  );
}
