import { useEffect, useRef, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { MSG } from '@xcb/shared/messages';
import type { SmsPurpose } from '@xcb/shared/enums';
import { sendSmsCode } from '../../../api/account.ts';
import { isActionError } from '../../../api/client.ts';
import { showError } from '../../../lib/feedback.ts';
import { L } from '../../../locale/labels.ts';
import styles from './forms.module.css';

/** spec: 60 s resend countdown */
const COUNTDOWN = 60;

interface SmsCodeButtonProps {
  /** The phone the code goes to. */
  phone: string | undefined;
  purpose: SmsPurpose;
  /** The phone change sends the current phone along; the server checks it. */
  oldPhone?: string | undefined;
  /** Extra check before sending (e.g. the old phone of the change dialog); returns false to stop. */
  beforeSend?: () => boolean | Promise<boolean>;
}

/**
 * The get-code button: enabled only for an 11-digit phone and no running countdown (spec section 4
 * Phone change, section 5 Login). The server's refusal text is shown as it is (spec: SMS code failure).
 */
export function SmsCodeButton({ phone, purpose, oldPhone, beforeSend }: SmsCodeButtonProps) {
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const start = (seconds: number) => {
    setLeft(seconds);
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      setLeft((s) => {
        if (s <= 1) window.clearInterval(timer.current);
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  const send = async () => {
    if (!phone) return;
    if (beforeSend && !(await beforeSend())) return;
    setSending(true);
    try {
      const reply = await sendSmsCode({ name: phone, type: purpose, oldPhone });
      void message.success(reply.sandbox ? `${reply.data}${L.sms.sandboxSuffix}` : reply.data);
      start(reply.seconds);
    } catch (err) {
      if (isActionError(err) && err.status === 429 && typeof err.body.retryAfter === 'number' && err.body.retryAfter <= COUNTDOWN) start(err.body.retryAfter);
      showError(err);
    } finally {
      setSending(false);
    }
  };

  const ready = !!phone && /^\d{11}$/.test(phone) && left === 0;
  return (
    <Button onClick={() => void send()} disabled={!ready || sending} style={{ minWidth: 120 }}>
      {left > 0 ? L.sms.resendIn(left) : L.sms.getCode}
    </Button>
  );
}

/** The code field of an SMS form (name checkCode) with its get-code button beside it. */
export function SmsCodeField({ label, requiredMessage = MSG.codeRequired, icon = true, ...button }: SmsCodeButtonProps & { label?: string; requiredMessage?: string; icon?: boolean }) {
  return (
    <Form.Item label={label} required>
      <div className={styles.captchaRow}>
        <Form.Item name="checkCode" noStyle rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
          <Input prefix={icon ? <SafetyOutlined /> : undefined} placeholder={L.sms.codePlaceholder} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <SmsCodeButton {...button} />
      </div>
    </Form.Item>
  );
}
