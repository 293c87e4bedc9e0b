import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import type { UserSelf } from '@xcb/shared/actions/account';
import { maskPhone } from '@xcb/shared/format';
import { MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { useUpdatePasswordMutation, useUpdatePhoneMutation } from '../../../../api/account-mutations.ts';
import { isActionError } from '../../../../api/client.ts';
import { useAuth } from '../../../../lib/auth.ts';
import { showError } from '../../../../api/feedback.ts';
import { L } from '../../../../locale/labels.ts';
import { SmsCodeField } from '../SmsCodeField.tsx';
import styles from './profile.module.css';
import { sameAs, strongPassword } from '../../../../lib/form-rules.ts';

interface PhoneValues {
  phone: string;
  newphone: string;
  checkCode: string;
}

/** spec: phone change — the old phone must equal the current one, the code goes to the new phone. */
function PhoneDialog({ user, open, onClose }: { user: UserSelf; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PhoneValues>();
  const { message } = App.useApp();
  const auth = useAuth();
  const mutation = useUpdatePhoneMutation();
  const newphone = Form.useWatch('newphone', form);
  const oldPhone = Form.useWatch('phone', form);

  // spec: sending a code needs the old phone non-empty (旧手机号不为空) and equal to the current (旧手机号不一致)
  const checkOld = async () => {
    const old = (form.getFieldValue('phone') as string | undefined)?.trim();
    const error = !old ? MSG.oldPhoneRequired : old !== user.phone ? MSG.oldPhoneMismatch : null;
    if (error) {
      form.setFields([{ name: 'phone', errors: [error] }]);
      return false;
    }
    try {
      await form.validateFields(['newphone']);
      return true;
    } catch {
      return false;
    }
  };

  const onFinish = async (v: PhoneValues) => {
    try {
      const reply = await mutation.mutateAsync({ userid: user.id, phone: v.phone, newphone: v.newphone, checkCode: v.checkCode.trim() });
      auth.updateUser(reply.user);
      // spec: a phone change shows the server's data text
      void message.success(reply.data);
      form.resetFields();
      onClose();
    } catch (err) {
      if (isActionError(err) && err.status === 200) void message.error(err.message);
      else showError(err);
    }
  };

  return (
    <Modal
      open={open}
      title={L.security.changePhone}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L.common.save}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Form<PhoneValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)}>
        <Form.Item
          label={L.security.oldPhone}
          name="phone"
          validateFirst
          rules={[
            { required: true, message: MSG.oldPhoneRequired },
            { pattern: PHONE_PATTERN, message: MSG.oldPhoneFormat },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={L.security.oldPhonePlaceholder} />
        </Form.Item>
        <Form.Item
          label={L.security.newPhone}
          name="newphone"
          validateFirst
          rules={[
            { required: true, message: MSG.phoneAndCodeRequired },
            { pattern: PHONE_PATTERN, message: MSG.newPhoneFormat },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" placeholder={L.security.newPhonePlaceholder} />
        </Form.Item>
        <SmsCodeField
          size="middle"
          label={L.security.code}
          requiredMessage={MSG.phoneAndCodeRequired}
          icon={false}
          phone={newphone}
          purpose="phone"
          oldPhone={oldPhone}
          beforeSend={checkOld}
        />
      </Form>
    </Modal>
  );
}

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Change password: old checked on the server, new under the register rule; other sessions end. */
function PasswordDialog({ user, open, onClose }: { user: UserSelf; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const mutation = useUpdatePasswordMutation();

  const onFinish = async (v: PasswordValues) => {
    try {
      const reply = await mutation.mutateAsync({ userid: user.id, ...v });
      void message.success(reply.data);
      form.resetFields();
      onClose();
    } catch (err) {
      if (isActionError(err) && err.message === MSG.oldPasswordWrong) form.setFields([{ name: 'oldPassword', errors: [err.message] }]);
      else showError(err);
    }
  };

  return (
    <Modal
      open={open}
      title={L.security.changePassword}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={L.common.save}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)}>
        <Form.Item label={L.security.oldPassword} name="oldPassword" rules={[{ required: true, message: MSG.oldPasswordRequired }]}>
          <Input.Password maxLength={16} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={L.security.newPassword}
          name="password"
          validateFirst
          rules={[{ required: true, message: MSG.userPasswordRequired }, strongPassword]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" placeholder={L.auth.regPasswordPlaceholder} />
        </Form.Item>
        <Form.Item
          label={L.security.confirmPassword}
          name="confirmPassword"
          dependencies={['password']}
          validateFirst
          rules={[{ required: true, message: MSG.confirmRequired }, sameAs('password')]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Account security on /people_info: phone and password. */
export function SecurityCard({ user }: { user: UserSelf }) {
  const [dialog, setDialog] = useState<'phone' | 'password' | null>(null);
  return (
    <div className={styles.rows}>
      <div className={styles.row}>
        <div>
          <div className={styles.rowTitle}>{L.security.phone}</div>
          <div className={styles.rowText}>{maskPhone(user.phone)}</div>
        </div>
        <Button onClick={() => setDialog('phone')}>{L.security.changePhone}</Button>
      </div>
      <div className={styles.row}>
        <div>
          <div className={styles.rowTitle}>{L.security.password}</div>
          <div className={styles.rowText}>{L.security.passwordText}</div>
        </div>
        <Button onClick={() => setDialog('password')}>{L.security.changePassword}</Button>
      </div>
      <PhoneDialog user={user} open={dialog === 'phone'} onClose={() => setDialog(null)} />
      <PasswordDialog user={user} open={dialog === 'password'} onClose={() => setDialog(null)} />
    </div>
  );
}
