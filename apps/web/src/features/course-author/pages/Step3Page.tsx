import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { App, Descriptions, Space, Spin } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { COURSE_MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { formatCoins } from '@xcb/shared/format';
import { uploadImage, uploadUrl } from '../../../api/files.ts';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { PickFile } from '../components/PickFile.tsx';
import { WizardButtons, WizardFrame } from '../components/WizardFrame.tsx';
import { useCourseMutation } from '../api.ts';
import { readDraft, writeDraft } from '../draft.ts';
import { fitCover } from '../cover.ts';
import styles from './course.module.css';
import { showError } from '../../../api/feedback.ts';

/** The read fee as the author typed it, in integer hundredths (empty or non-positive is free). */
function priceHundredths(raw: string | undefined): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((raw ?? '').trim());
  if (!m || m[1] === '-') return 0;
  return Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
}

const T = AUTHOR_L.step3;

/** /step3: the cover (jpg/jpeg/png under 1 MB, scaled to at most 420x325), the read fee, publish. */
export function Step3Page() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const draft = readDraft();
  const [icon, setIcon] = useState(draft.icon);
  const [uploading, setUploading] = useState(false);
  const add = useCourseMutation((c) => c.articleAdd);
  const update = useCourseMutation((c) => c.articleUpdate);
  if (!draft.typeId || !draft.title) return <Navigate to={draft.typeId ? '/step2' : '/step1'} replace />;

  const pick = async (file: File) => {
    if (!/^image\/(png|jpeg)$/.test(file.type) || !/\.(png|jpe?g)$/i.test(file.name)) {
      void message.error(UPLOAD_MSG.imageType);
      return;
    }
    if (file.size >= 1024 * 1024) {
      void message.error(UPLOAD_MSG.cover1mb);
      return;
    }
    setUploading(true);
    try {
      const rel = await uploadImage(await fitCover(file), 'cover');
      setIcon(rel);
      writeDraft({ icon: rel });
    } catch (err) {
      showError(err);
    } finally {
      setUploading(false);
    }
  };

  const publish = async () => {
    if (!icon) {
      void message.warning(COURSE_MSG.coverRequired);
      return;
    }
    const d = readDraft();
    const input = {
      title: d.title ?? '',
      summary: d.summary ?? '',
      content: d.content ?? '',
      icon,
      typeIds: [d.typeId ?? 0],
      readMoney: d.readMoney ?? '',
      postDivision: d.postDivision,
    };
    const reply = d.id ? await update.run({ ...input, id: d.id }, { done: false }) : await add.run(input, { done: false });
    if (reply) {
      writeDraft({ id: reply.data });
      void navigate(`/step4?id=${reply.data}`);
    }
  };

  return (
    <WizardFrame current={2} editing={Boolean(draft.id)}>
      <div style={{ maxWidth: 860, margin: '0 auto' }}>
        <Descriptions
          column={1}
          labelStyle={{ width: 110 }}
          items={[
            {
              label: T.cover,
              children: (
                <Space direction="vertical">
                  <PickFile accept=".jpg,.jpeg,.png" onPick={(f) => void pick(f)}>
                    <div className={styles.cover} role="button" aria-label={T.upload} data-testid="cover-upload">
                      {uploading ? (
                        <Spin />
                      ) : icon ? (
                        <img src={uploadUrl(icon)} alt={T.cover} />
                      ) : (
                        <span style={{ color: 'rgba(0, 0, 0, 0.58)' }}>
                          <PictureOutlined style={{ fontSize: 32 }} />
                          <br />
                          {T.pick}
                        </span>
                      )}
                    </div>
                  </PickFile>
                  <span style={{ color: 'rgba(0, 0, 0, 0.58)' }}>{T.coverHint}</span>
                </Space>
              ),
            },
            { label: T.title, children: draft.title },
            {
              label: T.fee,
              children:
                priceHundredths(draft.readMoney) > 0 ? AUTHOR_L.coins(formatCoins(priceHundredths(draft.readMoney))) : AUTHOR_L.free,
            },
          ]}
        />
        <WizardButtons
          back={() => void navigate('/step2')}
          next={() => void publish()}
          nextLabel={T.confirm}
          loading={add.isPending || update.isPending}
          marginTop={24}
        />
      </div>
    </WizardFrame>
  );
}
