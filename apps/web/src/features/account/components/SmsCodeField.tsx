import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { MSG } from '@xcb/shared/messages';
import { L } from '../../../locale/labels.ts';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton.tsx';
import styles from './forms.module.css';

/** The code field of an SMS form (name checkCode) with its get-code button beside it. */
export function SmsCodeField({
  label,
  requiredMessage = MSG.codeRequired,
  icon = true,
  ...button
}: SmsCodeButtonProps & { label?: string; requiredMessage?: string; icon?: boolean }) {
  return (
    <Form.Item label={label} required>
      <div className={styles.captchaRow}>
        <Form.Item name="checkCode" noStyle rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
          <Input
            prefix={icon ? <SafetyOutlined /> : undefined}
            placeholder={L.sms.codePlaceholder}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SmsCodeButton {...button} />
      </div>
    </Form.Item>
  );
}
