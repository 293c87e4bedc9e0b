import { Link, useNavigate } from 'react-router';
import { App, Button, Form, Input } from 'antd';
import { CheckCircleFilled, LockOutlined, MobileOutlined } from '@ant-design/icons';
import { MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { useMutation } from '@tanstack/react-query';
import { forgetPasswordRequest } from '../../../api/account.ts';
import { isActionError } from '../../../api/client.ts';
import { paths } from '../../../lib/paths.ts';
import { showError } from '../../../api/feedback.ts';
import { L } from '../../../locale/labels.ts';
import { AuthLayout, authLayoutStyles } from '../components/AuthLayout.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import styles from '../components/forms.module.css';
import { sameAs, strongPassword } from '../../../lib/form-rules.ts';

interface ResetValues {
  phone: string;
  checkCode: string;
  password: string;
  confirmPassword: string;
}

/** spec: the side panel of member benefits with a register link, and contact info. */
function BenefitsPanel() {
  return (
    <>
      <ul className={authLayoutStyles.benefits}>
        {L.reset.benefits.map((b) => (
          <li key={b}>
            <CheckCircleFilled /> {b}
          </li>
        ))}
      </ul>
      <Link to={paths.register()} className={authLayoutStyles.sideLink}>
        {L.reset.registerFree}
      </Link>
      <div className={authLayoutStyles.contact}>
        <div>{L.footer.phone}</div>
        <div>{L.footer.email}</div>
      </div>
    </>
  );
}

/** /retrieve_password: phone, SMS code with countdown, new and confirm password (spec section 5 Forgot password). */
export function RetrievePasswordPage() {
  const [form] = Form.useForm<ResetValues>();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const phone = Form.useWatch('phone', form);
  const mutation = useMutation({ mutationFn: forgetPasswordRequest });

  const onFinish = async (values: ResetValues) => {
    try {
      await mutation.mutateAsync({
        phone: values.phone,
        checkCode: values.checkCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      // spec: success offers a confirm dialog; confirm goes to /login
      modal.confirm({
        title: MSG.resetSuccess,
        okText: L.reset.loginNow,
        cancelText: L.reset.stay,
        onOk: () => void navigate(paths.login()),
      });
      form.resetFields();
    } catch (err) {
      if (isActionError(err) && err.message === MSG.smsCodeInvalid) form.setFields([{ name: 'checkCode', errors: [err.message] }]);
      else showError(err);
    }
  };

  return (
    <AuthLayout title={L.reset.title} subtitle={L.reset.subtitle} side={<BenefitsPanel />} sideRight>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(v) => void onFinish(v)}
        className={styles.form}
      >
        <Form.Item
          name="phone"
          validateFirst
          rules={[
            { required: true, message: MSG.phoneRequired },
            { pattern: PHONE_PATTERN, message: MSG.resetPhoneFormat },
          ]}
        >
          <Input prefix={<MobileOutlined />} placeholder={L.auth.phonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <SmsCodeField phone={phone} purpose="reset" />
        <Form.Item name="password" validateFirst rules={[{ required: true, message: MSG.userPasswordRequired }, strongPassword]}>
          <Input.Password prefix={<LockOutlined />} placeholder={L.reset.newPassword} maxLength={16} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          dependencies={['password']}
          validateFirst
          rules={[{ required: true, message: MSG.confirmRequired }, sameAs('password')]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={L.auth.confirmPasswordPlaceholder}
            maxLength={16}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block disabled={mutation.isPending}>
            {L.reset.submit}
          </Button>
        </Form.Item>
        <div className={styles.pageLinks}>
          <Link to={paths.login()}>{L.auth.loginNow}</Link>
          <Link to={paths.register()}>{L.auth.registerNow}</Link>
        </div>
      </Form>
    </AuthLayout>
  );
}
