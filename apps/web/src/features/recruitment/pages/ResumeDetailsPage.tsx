import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Result, Skeleton, Space } from 'antd';
import { APPLY_STATUS } from '@xcb/shared/enums';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { downloadResumeFile, useRecruit } from '../api.ts';
import { ApplyTag } from '../components/bits.tsx';
import { InviteDialog, type InviteTarget } from '../components/InviteDialog.tsx';
import { ResumeView } from '../components/ResumeView.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

/** Resume_details?id(&applicationId): the resume; contact details only after consent (the server decides). */
export function ResumeDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const applicationId = Number(params.get('applicationId')) || undefined;
  const { data, isLoading, error } = useRecruit('resumeDetail', { id, applicationId }, { enabled: id > 0, silent: true, fresh: true });
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const { message } = App.useApp();
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="404" title={error ? errorText(error) : RECRUIT_MSG.resumeNotFound} />;
  const r = data.data;
  const contact = r.contact ? (
    <Alert
      type="success"
      data-testid="contact"
      title={RP.details.contact(r.contact.phone, r.contact.email ?? '—')}
      action={
        r.hasAttachment && (
          <Button
            size="small"
            onClick={() =>
              void downloadResumeFile(r.id, RP.details.fileName(r.name)).catch((e: unknown) =>
                message.error(e instanceof Error ? e.message : RP.downloadFailed),
              )
            }
          >
            {R.downloadAttachment}
          </Button>
        )
      }
    />
  ) : (
    <Alert type="info" data-testid="contact-hidden" title={R.contactHidden} />
  );
  const open = r.applications.find((a) => ([APPLY_STATUS.new, APPLY_STATUS.viewed, APPLY_STATUS.invited] as number[]).includes(a.status));
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          type="primary"
          onClick={() => setInvite(open ? { applicationId: open.id, name: r.name } : { resumeId: r.id, name: r.name })}
        >
          {R.invite}
        </Button>
        <ContactButton userId={r.chatUserId} label={R.message} hiddenReason={R.messageHidden} />
        {r.applications.map((a) => (
          <span key={a.id}>
            {RP.details.appliedTo(a.positionname)} <ApplyTag status={a.status} />
          </span>
        ))}
      </Space>
      <ResumeView r={r} contact={contact} />
      <InviteDialog target={invite} onClose={() => setInvite(null)} />
    </div>
  );
}
