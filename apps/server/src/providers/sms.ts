import type { SmsPurpose } from '@xcb/shared';
import type { DevOutbox } from './dev-outbox.ts';

/**
 * Sends SMS verification codes. A real gateway (Aliyun, Tencent Cloud SMS) implements this interface
 * with its signed template call; the sandbox below is the default.
 */
export interface SmsProvider {
  /** Shown in the UI beside the code field, so nobody waits for a text that a sandbox never sends. */
  readonly sandbox: boolean;
  sendCode(phone: string, code: string, purpose: SmsPurpose): Promise<void>;
}

/**
 * The local sandbox: instead of a text message the code goes to the developer outbox
 * (/__dev/outbox?kind=sms&key=<phone>), which exists only outside production mode. In production the
 * sandbox delivers nothing, so codes can never be read back from the server.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly sandbox = true;
  private readonly outbox: DevOutbox;
  constructor(outbox: DevOutbox) {
    this.outbox = outbox;
  }

  sendCode(phone: string, code: string): Promise<void> {
    this.outbox.record('sms', phone, code);
    return Promise.resolve();
  }
}
