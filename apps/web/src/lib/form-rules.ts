import type { FormRule } from 'antd';
import { MSG } from '@xcb/shared/messages';
import { isStrongPassword } from '@xcb/shared/rules';

// Form rules several forms share, so a password is judged the same way wherever it is typed (and as
// the server judges it: isStrongPassword is the shared rule).

/** spec: 8-16 characters, at least two of letters, digits and symbols (MSG.passwordRule). */
export const strongPassword: FormRule = {
  validator: (_rule, v: string | undefined) =>
    !v || isStrongPassword(v) ? Promise.resolve() : Promise.reject(new Error(MSG.passwordRule)),
};

/** The confirm field must repeat `field` (MSG.passwordTwiceMismatch); pair it with dependencies={[field]}. */
export const sameAs =
  (field: string, message: string = MSG.passwordTwiceMismatch): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, v: string | undefined) =>
      !v || v === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
