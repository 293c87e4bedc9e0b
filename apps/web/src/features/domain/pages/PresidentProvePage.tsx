import { Alert, Button, Card, Descriptions, Form, Image, Input, Result, Space, Spin, Tag, Typography } from 'antd';
import type { PresidentProof } from '@xcb/shared/actions/domain';
import { AUDIT_STATE } from '@xcb/shared/enums';
import { PRESIDENT_MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN, PRESIDENT_LIMITS as L } from '@xcb/shared/rules';
import { uploadUrl } from '../../../api/files.ts';
import { ImageUploads } from '../../../components/ImageUploads.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useAuth } from '../../../lib/auth.ts';
import { PRESIDENT_PROVE as T } from '../../../locale/labels.ts';
import { usePresidentMine, useSavePresident } from '../api.ts';

// /privatedomain/president_prove (spec business-areas §2 names the page; our reading): a private
// zone's member proves he heads the organisation running the zone; staff review it (notice 05-07). States:
// none → the form; 0 pending → the data, no form; 1 approved → 已认证 (tag) with the data; 2 rejected → the
// reason and the form again, filled in. Once the zone has a certified head, every member sees who it is.

const STATE_COLOR: Record<number, string> = {
  [AUDIT_STATE.pending]: 'gold',
  [AUDIT_STATE.approved]: 'green',
  [AUDIT_STATE.rejected]: 'red',
};

interface FormValues {
  name: string;
  title: string;
  phone: string;
  orgName: string;
  proofPaths: string[];
}

const between = (message: string, min: number, max: number) => [
  { required: true, whitespace: true, message },
  { min, max, message },
];

export function PresidentProvePage() {
  const { user } = useAuth();
  const mine = usePresidentMine(user?.id);
  const data = mine.data;

  if (mine.isLoading) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (!data) return null;
  if (!data.zone) {
    return (
      <div className="xcb-container" style={{ padding: '24px 24px 48px' }}>
        <Card>
          <Result
            status="info"
            title={PRESIDENT_MSG.zoneOnly}
            subTitle={T.notMemberHint}
            extra={
              <LinkButton type="primary" to="/">
                {T.back}
              </LinkButton>
            }
          />
        </Card>
      </div>
    );
  }

  const { zone, proof, president } = data;
  const editable = !president && (!proof || proof.state === AUDIT_STATE.rejected);
  return (
    <div className="xcb-container" style={{ padding: '24px 24px 48px' }}>
      <Card title={T.title} extra={proof && <Tag color={STATE_COLOR[proof.state]}>{T.states[proof.state]}</Tag>}>
        <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
        {president && (
          <Alert
            type="success"
            showIcon
            title={PRESIDENT_MSG.presidentLine(president.name, president.title)}
            style={{ marginBottom: 16 }}
            data-testid="zone-president"
          />
        )}
        {proof?.state === AUDIT_STATE.pending && (
          <Alert type="warning" showIcon title={PRESIDENT_MSG.pending} style={{ marginBottom: 16 }} />
        )}
        {proof?.state === AUDIT_STATE.rejected && (
          <Alert type="error" showIcon title={T.rejected(proof.auditReason ?? '')} style={{ marginBottom: 16 }} />
        )}
        {proof?.state === AUDIT_STATE.rejected && president && (
          <Alert type="info" showIcon title={PRESIDENT_MSG.zoneTaken} style={{ marginBottom: 16 }} />
        )}
        {editable ? <PresidentForm zone={zone} previous={proof} /> : proof && <ProofView zone={zone} proof={proof} />}
      </Card>
    </div>
  );
}

function ProofView({ zone, proof }: { zone: { exclusiveCode: string; exclusiveName: string }; proof: PresidentProof }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 140 } }}
      items={[
        { key: 'zn', label: T.zoneName, children: zone.exclusiveName },
        { key: 'zc', label: T.zoneCode, children: zone.exclusiveCode },
        { key: 'n', label: T.name, children: proof.name },
        { key: 't', label: T.jobTitle, children: proof.title },
        { key: 'p', label: T.phone, children: proof.phone },
        { key: 'o', label: T.orgName, children: proof.orgName },
        {
          key: 'i',
          label: T.proofs,
          children: (
            <Space wrap>
              {proof.proofPaths.map((p) => (
                <Image key={p} src={uploadUrl(p)} alt={T.proofs} width={96} height={96} style={{ objectFit: 'cover' }} />
              ))}
            </Space>
          ),
        },
        { key: 's', label: T.submittedAt, children: formatDateTime(proof.createDate) },
        ...(proof.decideDate ? [{ key: 'd', label: T.decidedAt, children: formatDateTime(proof.decideDate) }] : []),
      ]}
    />
  );
}

function PresidentForm({ zone, previous }: { zone: { exclusiveCode: string; exclusiveName: string }; previous: PresidentProof | null }) {
  const save = useSavePresident();
  const initial: Partial<FormValues> = previous
    ? { name: previous.name, title: previous.title, phone: previous.phone, orgName: previous.orgName, proofPaths: previous.proofPaths }
    : { proofPaths: [] };
  return (
    <Form<FormValues> layout="vertical" style={{ maxWidth: 560 }} initialValues={initial} onFinish={(v) => save.run(v)}>
      <Space size="large" wrap>
        <Form.Item label={T.zoneName} htmlFor="president-zone-name">
          <Input id="president-zone-name" value={zone.exclusiveName} readOnly variant="filled" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={T.zoneCode} htmlFor="president-zone-code">
          <Input id="president-zone-code" value={zone.exclusiveCode} readOnly variant="filled" style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Form.Item name="name" label={T.name} rules={between(PRESIDENT_MSG.nameInvalid, L.nameMin, L.nameMax)}>
        <Input maxLength={L.nameMax} />
      </Form.Item>
      <Form.Item name="title" label={T.jobTitle} rules={between(PRESIDENT_MSG.titleInvalid, L.titleMin, L.titleMax)}>
        <Input maxLength={L.titleMax} placeholder={T.jobTitlePlaceholder} />
      </Form.Item>
      <Form.Item name="phone" label={T.phone} rules={[{ required: true, pattern: PHONE_PATTERN, message: PRESIDENT_MSG.phoneInvalid }]}>
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="orgName" label={T.orgName} rules={between(PRESIDENT_MSG.orgNameInvalid, L.orgNameMin, L.orgNameMax)}>
        <Input maxLength={L.orgNameMax} />
      </Form.Item>
      <Form.Item
        name="proofPaths"
        label={T.proofs}
        required
        extra={T.proofsHint}
        rules={[
          {
            validator: (_, v: string[] | undefined) =>
              v && v.length >= L.proofsMin && v.length <= L.proofsMax
                ? Promise.resolve()
                : Promise.reject(new Error(PRESIDENT_MSG.proofsInvalid)),
          },
        ]}
      >
        <ImageUploads max={L.proofsMax} label={T.upload} alt={T.proofs} purpose="identity" />
      </Form.Item>
      <Form.Item style={{ marginTop: 24, marginBottom: 0 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {previous ? T.resubmit : T.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
