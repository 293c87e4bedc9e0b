import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Card, List, Progress, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { downloadResumeFile, recruitKeys, uploadResumeFile, useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { when } from './bits.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { empty } from './lists.tsx';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';
import { useQueryClient } from '@tanstack/react-query';

export function Completeness({ value, missing }: { value: number; missing: string[] }) {
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Space size={24} wrap>
        <span>
          {RP.resumeCards.completeness}
          <Progress type="circle" percent={value} size={56} aria-label={R.completeness} />
        </span>
        {missing.length > 0 && <Typography.Text type="secondary">{RP.resumeCards.missing(missing)}</Typography.Text>}
      </Space>
    </Card>
  );
}

export function Attachment({ id, name }: { id: number; name: string | null }) {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const remove = useRecruitMutation('resumeRemoveFile');
  const [busy, setBusy] = useState(false);
  return (
    <Card size="small" title={R.attachment} style={{ marginBottom: 12 }}>
      <Space wrap>
        {name ? (
          <>
            <Typography.Text data-testid="attachment-name">{name}</Typography.Text>
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                void downloadResumeFile(id, name).catch((e: unknown) => message.error(e instanceof Error ? e.message : RP.downloadFailed))
              }
            >
              {RP.resumeCards.download}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={() => modal.confirm({ title: R.confirmRemove, onOk: () => remove.run({}) })}>
              {R.removeAttachment}
            </Button>
          </>
        ) : (
          <Typography.Text type="secondary">{RECRUIT_MSG.resumeFileMissing}</Typography.Text>
        )}
        <Upload
          accept=".pdf,.doc,.docx"
          showUploadList={false}
          beforeUpload={(file) => {
            setBusy(true);
            uploadResumeFile(file)
              .then(async (r) => {
                void message.success(RP.resumeCards.uploaded(r.attachmentName));
                await qc.invalidateQueries({ queryKey: recruitKeys.all });
              })
              .catch((e: unknown) => void message.error(e instanceof Error ? e.message : RP.resumeCards.uploadFailed))
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {R.uploadAttachment}
          </Button>
        </Upload>
      </Space>
    </Card>
  );
}

export function Viewers() {
  const { page, pagination } = usePaging(5, SITE_PAGER);
  const { data } = useRecruit('resumeViewers', page, { fresh: true });
  return (
    <Card size="small" title={R.viewers}>
      <List
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={pagination(data?.data.recordCount)}
        renderItem={(v) => (
          <List.Item>
            <Link to={rp.company(v.companyId)}>{v.companyName}</Link>
            <Typography.Text type="secondary">{when(v.lookedTime)}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
