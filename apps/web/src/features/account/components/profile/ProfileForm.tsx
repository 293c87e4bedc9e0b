import { useMemo, useState } from 'react';
import { App, Avatar, Button, Form, Input, Select, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { UserSelf } from '@xcb/shared/actions/account';
import { MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { LIMITS } from '@xcb/shared/rules';
import { useUpdateUserMutation } from '../../../../api/account-mutations.ts';
import { uploadImage, uploadUrl } from '../../../../api/files.ts';
import { useDictionary } from '../../../../api/platform.ts';
import { useAuth } from '../../../../lib/auth.ts';
import { showError } from '../../../../api/feedback.ts';
import { L } from '../../../../locale/labels.ts';
import { AreaCascader } from './AreaCascader.tsx';
import { imageProblem } from './imageCheck.ts';
import styles from './profile.module.css';

interface ProfileValues {
  icon: string;
  nickName: string;
  sign: string;
  jobId: number[];
  region: number[];
}

const ids = (csv: string | null) =>
  csv
    ? csv
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];

function valuesOf(user: UserSelf): ProfileValues {
  return {
    icon: user.icon ?? '',
    nickName: user.nickName ?? '',
    sign: user.sign ?? '',
    jobId: ids(user.jobId),
    region: [user.province, user.cityId, user.area].filter((x): x is string => !!x).map(Number),
  };
}

const same = (a: ProfileValues, b: ProfileValues) => JSON.stringify(a) === JSON.stringify(b);

/** spec /people_info: avatar, nickname, signature, skills (cszy, at most 3), province/city/area. */
export function ProfileForm({ user }: { user: UserSelf }) {
  const [form] = Form.useForm<ProfileValues>();
  const { message } = App.useApp();
  const auth = useAuth();
  const mutation = useUpdateUserMutation();
  const skills = useDictionary('cszy');
  const [saved, setSaved] = useState<ProfileValues>(() => valuesOf(user));
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const icon = Form.useWatch('icon', form);
  const skillOptions = useMemo(() => (skills.data ?? []).map((d) => ({ value: d.id, label: d.name })), [skills.data]);

  const recheck = () => setDirty(!same({ ...saved, ...form.getFieldsValue() }, saved));

  const onAvatar = async (file: File) => {
    const problem = imageProblem(file, 2, UPLOAD_MSG.avatarSize);
    if (problem) {
      void message.error(problem);
      return;
    }
    setUploading(true);
    try {
      form.setFieldValue('icon', await uploadImage(file, 'avatar'));
      recheck();
    } catch (err) {
      showError(err);
    } finally {
      setUploading(false);
    }
  };

  const onFinish = async (v: ProfileValues) => {
    const [province, cityId, area] = v.region.map(String);
    try {
      const reply = await mutation.mutateAsync({
        userid: user.id,
        id: user.id,
        icon: v.icon || undefined,
        nickName: v.nickName.trim(),
        sign: v.sign.trim(),
        jobId: v.jobId.join(','),
        province,
        cityId,
        area,
      });
      auth.updateUser(reply.user);
      const next = valuesOf(reply.user);
      setSaved(next);
      form.setFieldsValue(next);
      setDirty(false);
      void message.success(MSG.profileUpdated);
    } catch (err) {
      showError(err);
    }
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      initialValues={saved}
      onValuesChange={recheck}
      onFinish={(v) => void onFinish(v)}
      className={styles.form}
    >
      <Form.Item label={L.profile.avatar}>
        <div className={styles.avatarRow}>
          <Avatar alt="" size={72} src={uploadUrl(icon)} icon={<UserOutlined />} />
          <Form.Item name="icon" noStyle>
            <Input type="hidden" />
          </Form.Item>
          <Upload
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              void onAvatar(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {L.profile.changeAvatar}
            </Button>
          </Upload>
          <span className={styles.hint}>{L.profile.avatarHint}</span>
        </div>
      </Form.Item>
      <Form.Item label={L.profile.account}>
        <span>{user.name}</span>
      </Form.Item>
      <Form.Item
        label={L.profile.nickName}
        name="nickName"
        rules={[{ required: true, whitespace: true, max: LIMITS.nickName, message: MSG.nickNameRule }]}
      >
        <Input maxLength={LIMITS.nickName} showCount />
      </Form.Item>
      <Form.Item label={L.profile.sign} name="sign" rules={[{ max: LIMITS.sign, message: MSG.signRule }]}>
        <Input.TextArea maxLength={LIMITS.sign} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder={L.profile.signPlaceholder} />
      </Form.Item>
      <Form.Item label={L.profile.skills} name="jobId" rules={[{ type: 'array', max: LIMITS.skills, message: MSG.skillsMax }]}>
        <Select
          mode="multiple"
          maxCount={LIMITS.skills}
          options={skillOptions}
          // typed text finds a skill by its name (the default compares it with the option's value, an id)
          showSearch={{ optionFilterProp: 'label' }}
          loading={skills.isPending}
          placeholder={L.profile.skillsPlaceholder}
          allowClear
        />
      </Form.Item>
      <Form.Item label={L.profile.area} name="region">
        <AreaCascader />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        {/* spec: the save button stays disabled until a field changes */}
        <Button type="primary" htmlType="submit" disabled={!dirty} loading={mutation.isPending}>
          {L.profile.save}
        </Button>
      </Form.Item>
    </Form>
  );
}
