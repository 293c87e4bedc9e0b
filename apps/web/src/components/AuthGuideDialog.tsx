import { useNavigate } from 'react-router';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { BankOutlined, IdcardOutlined } from '@ant-design/icons';
import { CERT_MSG } from '@xcb/shared/messages';
import { feedback } from '../api/feedback.ts';
import { paths } from '../lib/paths.ts';
import { L } from '../locale/labels.ts';

/**
 * What the guide is about: `none` (no approved certification: offer the ones that unlock the step) or
 * `pending` (one is under review: say so and wait). `need` is the step: publishing a demand needs a
 * company or personal certification (publish check 1,4,2), applying to one needs the personal one.
 * `reason` is the server's refusal text, shown as the warning.
 */
export interface AuthGuide {
  state: 'none' | 'pending';
  need: 'publish' | 'apply';
  reason: string;
}

const KINDS = {
  company: { icon: <BankOutlined />, to: paths.companyCertification, go: L.guide.go.company },
  personal: { icon: <IdcardOutlined />, to: paths.personalCertification, go: L.guide.go.personal },
} as const;

/**
 * spec §2 Authentication guide and §8: an uncertified user who tries to publish a demand or apply is
 * asked 请先完成企业认证或个人资料认证，是否前往？ and offered the certifications that unlock the step;
 * one under review gets 您的资料正在审核，请耐心等待. The guide stores nothing.
 */
export function AuthGuideDialog({ guide, onClose }: { guide: AuthGuide | null; onClose: () => void }) {
  const navigate = useNavigate();
  if (!guide) return null;
  if (guide.state === 'pending')
    return (
      <Modal
        open
        title={L.guide.pendingTitle}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {L.auth.iKnow}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={guide.reason} description={CERT_MSG.reviewWait} />
      </Modal>
    );
  const kinds = guide.need === 'apply' ? (['personal'] as const) : (['company', 'personal'] as const);
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Modal open title={L.guide.title} onCancel={onClose} width={560} footer={<Button onClick={onClose}>{L.guide.later}</Button>}>
      <Alert type="warning" showIcon title={guide.reason} style={{ marginBottom: 12 }} />
      <Typography.Paragraph strong>{guide.need === 'apply' ? CERT_MSG.goCertifyPersonal : CERT_MSG.goCertify}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{L.guide.sentence(CERT_MSG.guideIntro)}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {kinds.map((k) => (
          <div
            key={k}
            style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12, border: '1px solid #e5e7eb', borderRadius: 8 }}
          >
            <span style={{ fontSize: 24, color: 'var(--xcb-primary)' }}>{KINDS[k].icon}</span>
            <div style={{ flex: 1 }}>
              <strong>{L.guide.kinds[k].name}</strong>
              <div style={{ fontSize: 12, color: 'var(--xcb-muted)' }}>{L.guide.kinds[k].who}</div>
            </div>
            <Button type="primary" onClick={() => go(KINDS[k].to())}>
              {KINDS[k].go}
            </Button>
          </div>
        ))}
      </Space>
    </Modal>
  );
}

/** The guide a publish check's reply (1,4,2) calls for, or null when it passed or is about something else. */
export function guideForCheck(r: { ok: boolean; msg: string; redirect: string | null }): AuthGuide | null {
  if (r.ok) return null;
  if (r.msg === CERT_MSG.certifyFirst) return { state: 'none', need: 'publish', reason: r.msg };
  if (r.msg === CERT_MSG.underReview) return { state: 'pending', need: 'publish', reason: r.msg };
  return null;
}

/**
 * A refused publish check that needs no guide (e.g. 请完善招聘者个人资料): the server's reason, and when the
 * reply names the page that resolves it, a button there. A notification, not a 4 s toast, so that the way
 * out stays until the user takes it or closes it.
 */
export function warnWithWayOut(r: { msg: string; redirect: string | null }, go: (to: string) => void): void {
  const to = r.redirect;
  const key = 'publish-check';
  void feedback().then(({ notification }) =>
    notification.warning({
      key,
      title: r.msg,
      duration: to ? 0 : 4,
      actions: to && (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(key);
            go(to);
          }}
        >
          {L.guide.complete}
        </Button>
      ),
    }),
  );
}
