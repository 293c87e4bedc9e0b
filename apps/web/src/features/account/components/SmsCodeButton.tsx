import { useEffect, useRef, useState } from 'react';
import type { SmsPurpose } from '@xcb/shared/enums';
import { sendSmsCode } from '../../../api/account.ts';
import { isActionError } from '../../../api/client.ts';
import { Button } from '../../../components/light/Button.tsx';
import { feedback, showError } from '../../../api/feedback.ts';
import { L } from '../../../locale/labels.ts';

// Light (no antd): the SMS tab of /login uses it (170 KB budget); antd forms use it through SmsCodeField.

/** spec: 60 s resend countdown */
const COUNTDOWN = 60;

export interface SmsCodeButtonProps {
  /** The phone the code goes to. */
  phone: string | undefined;
  purpose: SmsPurpose;
  /** The phone change sends the current phone along; the server checks it. */
  oldPhone?: string | undefined;
  /** Extra check before sending (e.g. the old phone of the change dialog); returns false to stop. */
  beforeSend?: () => boolean | Promise<boolean>;
  /** Matches the input beside it (the login and account forms are large). */
  size?: 'middle' | 'large';
}

/**
 * The get-code button: enabled only for an 11-digit phone and no running countdown (spec section 4
 * Phone change, section 5 Login). The server's refusal text is shown as it is (spec: SMS code failure).
 */
export function SmsCodeButton({ phone, purpose, oldPhone, beforeSend, size = 'large' }: SmsCodeButtonProps) {
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
      const text = reply.sandbox ? `${reply.data}${L.sms.sandboxSuffix}` : reply.data;
      void feedback().then(({ message }) => message.success(text));
      start(reply.seconds);
    } catch (err) {
      if (isActionError(err) && err.status === 429 && typeof err.body.retryAfter === 'number' && err.body.retryAfter <= COUNTDOWN)
        start(err.body.retryAfter);
      showError(err);
    } finally {
      setSending(false);
    }
  };

  const ready = !!phone && /^\d{11}$/.test(phone) && left === 0;
  return (
    <Button size={size} onClick={() => void send()} disabled={!ready || sending} style={{ minWidth: 120 }}>
      {left > 0 ? L.sms.resendIn(left) : L.sms.getCode}
    </Button>
  );
}
