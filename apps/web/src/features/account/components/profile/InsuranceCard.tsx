import { useState } from 'react';
import { App, Button, Descriptions, Image, Modal, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { UserSelf } from '@xcb/shared/actions/account';
import { AUDIT_STATE, INSURANCE_STATUS, insuranceStatusLabel } from '@xcb/shared/enums';
import { MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { useUpdateUserMutation } from '../../../../api/account-mutations.ts';
import { usePersonalInformation } from '../../../../api/certification.ts';
import { privateUploadUrl, uploadImage } from '../../../../api/files.ts';
import { useAuth } from '../../../../lib/auth.ts';
import { showError } from '../../../../api/feedback.ts';
import { L } from '../../../../locale/labels.ts';
import { imageProblem } from './imageCheck.ts';
import styles from './profile.module.css';

const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' };

/** spec: insurance proof upload with status 0-3 and timed out; clicking a status other than 0 shows the result. */
export function InsuranceCard({ user }: { user: UserSelf }) {
  const { message, modal } = App.useApp();
  const auth = useAuth();
  const person = usePersonalInformation(user.id);
  const mutation = useUpdateUserMutation();
  const [uploading, setUploading] = useState(false);
  const [resultOpen, setResultOpen] = useState(false);
  const certified = person.data?.jpAuditState === AUDIT_STATE.approved;
  const status = user.insuranceStatus;

  const onFile = async (file: File) => {
    const problem = imageProblem(file, 3, UPLOAD_MSG.image3mb, UPLOAD_MSG.imageSuffix);
    if (problem) {
      void message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const path = await uploadImage(file, 'insurance');
      const reply = await mutation.mutateAsync({ userid: user.id, insurancePath: path });
      auth.updateUser(reply.user);
      void message.success(MSG.insuranceUploaded);
    } catch (err) {
      showError(err);
    } finally {
      setUploading(false);
    }
  };

  // spec: uploading without personal certification prompts to certify first
  const promptCertify = () =>
    modal.info({ title: L.insurance.certifyFirstTitle, content: MSG.insuranceNeedsCertification, okText: L.auth.iKnow });

  const uploadButton = (
    <Button icon={<UploadOutlined />} loading={uploading} disabled={status === INSURANCE_STATUS.pending}>
      {status === INSURANCE_STATUS.none ? L.insurance.upload : L.insurance.reupload}
    </Button>
  );

  return (
    <div className={styles.rows}>
      <div className={styles.row}>
        <div>
          <div className={styles.rowTitle}>{L.insurance.title}</div>
          <div className={styles.rowText}>{L.insurance.hint}</div>
        </div>
        <div className={styles.avatarRow}>
          {status === INSURANCE_STATUS.none ? (
            <Tag>{insuranceStatusLabel(status)}</Tag>
          ) : (
            <button type="button" className={styles.statusButton} onClick={() => setResultOpen(true)} aria-label={L.insurance.viewResult}>
              <Tag color={STATUS_COLOR[status] ?? 'warning'}>{insuranceStatusLabel(status)}</Tag>
            </button>
          )}
          {certified ? (
            <Upload
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              showUploadList={false}
              disabled={status === INSURANCE_STATUS.pending}
              beforeUpload={(file) => {
                void onFile(file);
                return false;
              }}
            >
              {uploadButton}
            </Upload>
          ) : (
            <Button icon={<UploadOutlined />} onClick={promptCertify} loading={person.isPending}>
              {L.insurance.upload}
            </Button>
          )}
        </div>
      </div>
      <Modal
        open={resultOpen}
        title={L.insurance.resultTitle}
        onCancel={() => setResultOpen(false)}
        footer={<Button onClick={() => setResultOpen(false)}>{L.common.close}</Button>}
      >
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'name', label: L.insurance.name, children: person.data?.name ?? user.nickName ?? user.name },
            {
              key: 'result',
              label: L.insurance.result,
              children: <Tag color={STATUS_COLOR[status] ?? 'warning'}>{insuranceStatusLabel(status)}</Tag>,
            },
            { key: 'detail', label: L.insurance.detail, children: user.insuranceRemak || L.insurance.noDetail },
            ...(user.insuranceName ? [{ key: 'reviewer', label: L.insurance.reviewer, children: user.insuranceName }] : []),
            ...(user.insurancePath
              ? [
                  {
                    key: 'image',
                    label: L.insurance.image,
                    children: <Image src={privateUploadUrl(user.insurancePath)} width={160} alt={L.insurance.title} />,
                  },
                ]
              : []),
          ]}
        />
      </Modal>
    </div>
  );
}
