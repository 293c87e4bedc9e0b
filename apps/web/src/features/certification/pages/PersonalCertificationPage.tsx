import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Spin } from 'antd';
import { CERT_MSG } from '@xcb/shared/messages';
import { useAuth } from '../../../lib/auth.ts';
import { ImageUploads } from '../../../components/ImageUploads.tsx';
import { CL } from '../../../locale/certification.ts';
import { useMyPersonal, useSavePersonal } from '../api.ts';
import { AuditAlert, AuditTag } from '../components/AuditState.tsx';

// spec: /employment/personal_certification. Submitting sends the record to the staff review queue; the
// notice 05-02 tells the decision.

const T = CL.personal;

export function PersonalCertificationPage() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const person = useMyPersonal(user?.id);
  const save = useSavePersonal();
  const [front, setFront] = useState<string[]>([]);
  const [back, setBack] = useState<string[]>([]);
  if (person.isLoading) return <Spin />;
  const p = person.data;
  const editable = !p || p.jpAuditState === 2;
  return (
    <Card title={T.title} extra={p && <AuditTag state={p.jpAuditState} />}>
      {p && <AuditAlert state={p.jpAuditState} pending={CERT_MSG.personalPending} reason={p.auditReason} />}
      {p && !editable ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'n', label: T.name, children: p.name },
            { key: 'i', label: T.idNumber, children: p.idNumber ?? '—' },
          ]}
        />
      ) : (
        <Form
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={async (v: { name: string; idNumber: string }) => {
            if (!front[0] || !back[0]) return void message.error(CERT_MSG.idImagesRequired);
            await save.run({ ...v, idFrontPath: front[0], idBackPath: back[0] });
          }}
        >
          <Form.Item name="name" label={T.name} rules={[{ required: true, message: CERT_MSG.realNameRequired }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label={T.idNumber}
            rules={[{ required: true, pattern: /^\d{17}[\dXx]$/, message: CERT_MSG.idNumberInvalid }]}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item label={T.front} required>
            <ImageUploads value={front} onChange={setFront} max={1} label={T.uploadFront} alt={T.front} purpose="identity" />
          </Form.Item>
          <Form.Item label={T.back} required>
            <ImageUploads value={back} onChange={setBack} max={1} label={T.uploadBack} alt={T.back} purpose="identity" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {CL.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}
