import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Checkbox, Form, Input, Radio } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, TagOutlined, UserOutlined } from '@ant-design/icons';
import type { UserSelf } from '@xcb/shared/actions/account';
import type { Zone } from '@xcb/shared/actions/platform';
import { MSG } from '@xcb/shared/messages';
import { ACCOUNT_PATTERN, INVITATION_PATTERN, PHONE_PATTERN } from '@xcb/shared/rules';
import { checkAccountFree } from '../../../api/account.ts';
import { useRegisterMutation } from '../../../api/account-mutations.ts';
import { isActionError } from '../../../api/client.ts';
import { paths } from '../../../lib/paths.ts';
import { CaptchaCanvas, captchaMatches, randomCaptcha } from '../../../components/CaptchaCanvas.tsx';
import { LegalDialog } from '../../../components/legal/LegalDialog.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { showError } from '../../../api/feedback.ts';
import { detectDeviceType } from '../../../lib/storage.ts';
import { L } from '../../../locale/labels.ts';
import { PRIVACY_POLICY, USER_AGREEMENT } from '../../../locale/legal.ts';
import { ZoneSelect } from './ZoneSelect.tsx';
import styles from './forms.module.css';
import { sameAs, strongPassword } from '../../../lib/form-rules.ts';

interface RegisterValues {
  name: string;
  phone: string;
  password: string;
  confirm: string;
  captcha: string;
  isPrivate: '0' | '1';
  exclusiveCode?: string;
  agree: boolean;
}

interface RegisterFormProps {
  onSuccess: (user: UserSelf) => void;
  /** In the dialog the login link switches tabs; on the page it goes to /login. */
  onLoginClick?: () => void;
  redirect?: string;
  /** /pyRegistered: a zone must be chosen and the invitation code is always required. */
  zoneMode?: boolean;
}

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** Registration (spec section 5 Register, section 8 Register); success logs the user in. */
export function RegisterForm({ onSuccess, onLoginClick, redirect, zoneMode = false }: RegisterFormProps) {
  const [zone, setZone] = useState<Zone | null>(null);
  const [zoneMissing, setZoneMissing] = useState(false);
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const auth = useAuth();
  const mutation = useRegisterMutation();
  const [code, setCode] = useState(randomCaptcha);
  const [dialog, setDialog] = useState<'agreement' | 'privacy' | null>(null);
  const agreed = Boolean(Form.useWatch('agree', form));
  const privateChosen = Form.useWatch('isPrivate', form) === '1';
  const isPrivate = zoneMode || privateChosen;
  // Answers of user_existUserName per account name, so blur and submit do not ask twice.
  const taken = useRef(new Map<string, string | null>());

  const regenerate = () => {
    setCode(randomCaptcha());
    form.setFieldValue('captcha', '');
  };

  const accountFree = async (_: unknown, value: string | undefined) => {
    if (!value || !ACCOUNT_PATTERN.test(value)) return; // the format rule reports these
    let refusal = taken.current.get(value);
    if (refusal === undefined) {
      try {
        await checkAccountFree(value);
        refusal = null;
      } catch (err) {
        // Only a refusal (账号已存在) is the field's business; trouble reaching the server is left to
        // the submit, which the server checks again anyway.
        if (!isActionError(err) || err.status !== 200) return;
        refusal = err.message;
      }
      taken.current.set(value, refusal);
    }
    if (refusal) throw new Error(refusal);
  };

  const onFinish = async (values: RegisterValues) => {
    if (zoneMode && !zone) {
      setZoneMissing(true);
      void message.warning(MSG.chooseDomainFirst);
      return;
    }
    // spec: a captcha mismatch says 验证码输入错误 and draws a new one
    if (!captchaMatches(code, values.captcha)) {
      setCode(randomCaptcha());
      form.setFields([{ name: 'captcha', value: '', errors: [MSG.captchaInputWrong] }]);
      return;
    }
    try {
      const reply = await mutation.mutateAsync({
        name: values.name,
        password: values.password,
        phone: values.phone,
        exclusiveCode: values.exclusiveCode || undefined,
        isPrivate: zoneMode ? '1' : values.isPrivate,
        exclusiveDomain: zoneMode ? zone?.exclusiveCode : undefined,
        deviceType: detectDeviceType(),
      });
      auth.login(reply);
      onSuccess(reply.user);
    } catch (err) {
      regenerate();
      if (!isActionError(err)) {
        showError(err);
        return;
      }
      if (err.handled) return;
      if (err.message === MSG.accountExists) {
        taken.current.set(values.name, err.message);
        form.setFields([{ name: 'name', errors: [err.message] }]);
        return;
      }
      // spec: a register failure shows the server message as a warning
      void message.warning(err.message);
    }
  };

  return (
    <>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ isPrivate: '0', agree: false }}
        onFinish={(v) => void onFinish(v)}
        className={styles.form}
        autoComplete="off"
      >
        <Form.Item
          name="name"
          normalize={trim}
          validateTrigger={['onChange', 'onBlur']}
          validateFirst
          hasFeedback
          rules={[
            { required: true, message: MSG.accountRequired },
            { pattern: ACCOUNT_PATTERN, message: MSG.accountFormat },
            { validator: accountFree, validateTrigger: 'onBlur' },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder={L.auth.regAccountPlaceholder} maxLength={12} autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="phone"
          normalize={trim}
          validateFirst
          rules={[
            { required: true, message: MSG.phoneRequired },
            { pattern: PHONE_PATTERN, message: MSG.phoneFormat },
          ]}
        >
          <Input prefix={<MobileOutlined />} placeholder={L.auth.phonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="password" validateFirst rules={[{ required: true, message: MSG.passwordRequired }, strongPassword]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={L.auth.regPasswordPlaceholder}
            maxLength={16}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          name="confirm"
          dependencies={['password']}
          validateFirst
          rules={[{ required: true, message: MSG.passwordRequired }, sameAs('password', MSG.passwordMismatch)]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={L.auth.confirmPasswordPlaceholder}
            maxLength={16}
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item>
          <div className={styles.captchaRow}>
            <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: MSG.captchaRequired }]}>
              <Input prefix={<SafetyOutlined />} placeholder={L.auth.captchaPlaceholder} maxLength={4} autoComplete="off" />
            </Form.Item>
            <CaptchaCanvas code={code} onRefresh={regenerate} title={L.auth.captchaRefresh} />
          </div>
        </Form.Item>
        {zoneMode && (
          <div className={styles.zoneRow}>
            <ZoneSelect
              value={zone}
              status={zoneMissing ? 'error' : ''}
              onChange={(z) => {
                setZone(z);
                setZoneMissing(false);
              }}
            />
            {zoneMissing && <div className={styles.fieldError}>{MSG.chooseDomainFirst}</div>}
          </div>
        )}
        {!zoneMode && (
          <div className={styles.radioRow}>
            <span id="register-is-private">{L.auth.isPrivate}</span>
            <Form.Item name="isPrivate" noStyle>
              <Radio.Group
                aria-labelledby="register-is-private"
                options={[
                  { value: '1', label: L.auth.yes },
                  { value: '0', label: L.auth.no },
                ]}
                onChange={() => {
                  // the code becomes required (or optional): re-check it if the user already typed one
                  if (form.isFieldTouched('exclusiveCode')) void form.validateFields(['exclusiveCode']).catch(() => undefined);
                }}
              />
            </Form.Item>
          </div>
        )}
        <Form.Item
          name="exclusiveCode"
          normalize={trim}
          required={isPrivate}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) => {
                if (!v)
                  return zoneMode || getFieldValue('isPrivate') === '1'
                    ? Promise.reject(new Error(MSG.invitationRequired))
                    : Promise.resolve();
                return INVITATION_PATTERN.test(v) ? Promise.resolve() : Promise.reject(new Error(MSG.invitationFormat));
              },
            }),
          ]}
        >
          <Input
            prefix={<TagOutlined />}
            placeholder={isPrivate ? L.auth.invitationPlaceholder : L.auth.invitationOptional}
            maxLength={6}
            aria-label={L.auth.invitation}
          />
        </Form.Item>
        <div className={styles.agreeRow}>
          <Form.Item name="agree" valuePropName="checked" noStyle>
            <Checkbox>{L.auth.agreePrefix}</Checkbox>
          </Form.Item>
          <button type="button" className={styles.linkButton} onClick={() => setDialog('agreement')}>
            {L.auth.agreementTitle}
          </button>
          {L.auth.and}
          <button type="button" className={styles.linkButton} onClick={() => setDialog('privacy')}>
            {L.auth.privacyTitle}
          </button>
        </div>
        <Form.Item>
          {/* spec: the agreement checkbox must be ticked to enable submit */}
          <Button type="primary" htmlType="submit" block disabled={!agreed} loading={mutation.isPending}>
            {mutation.isPending ? L.auth.registering : L.auth.submitRegister}
          </Button>
        </Form.Item>
        <div className={styles.switch}>
          {L.auth.haveAccount}
          {onLoginClick ? (
            <button type="button" className={styles.linkButton} onClick={onLoginClick}>
              {L.auth.loginNow}
            </button>
          ) : (
            <Link to={zoneMode ? paths.pyLogin(redirect) : paths.login(redirect)}>{L.auth.loginNow}</Link>
          )}
        </div>
      </Form>
      <LegalDialog doc={USER_AGREEMENT} open={dialog === 'agreement'} onClose={() => setDialog(null)} />
      <LegalDialog doc={PRIVACY_POLICY} open={dialog === 'privacy'} onClose={() => setDialog(null)} />
    </>
  );
}
