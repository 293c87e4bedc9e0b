import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { App, Button, Descriptions, Space, Spin, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { COURSE_MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { formatCoins } from '@xcb/shared/format';
import { uploadImage, uploadUrl } from '../../../api/files.ts';
import { WizardFrame } from '../components/WizardFrame.tsx';
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
    <WizardFrame current={2} title={draft.id ? '编辑课程' : '发布课程'}>
      <div style={{ maxWidth: 860, margin: '0 auto' }}>
        <Descriptions
          column={1}
          labelStyle={{ width: 110 }}
          items={[
            {
              label: '课程封面',
              children: (
                <Space direction="vertical">
                  <Upload
                    accept=".jpg,.jpeg,.png"
                    showUploadList={false}
                    beforeUpload={(f) => {
                      void pick(f);
                      return false;
                    }}
                  >
                    <div className={styles.cover} role="button" aria-label="上传课程封面" data-testid="cover-upload">
                      {uploading ? (
                        <Spin />
                      ) : icon ? (
                        <img src={uploadUrl(icon)} alt="课程封面" />
                      ) : (
                        <span style={{ color: 'rgba(0, 0, 0, 0.58)' }}>
                          <PictureOutlined style={{ fontSize: 32 }} />
                          <br />
                          点击上传封面
                        </span>
                      )}
                    </div>
                  </Upload>
                  <span style={{ color: 'rgba(0, 0, 0, 0.58)' }}>支持 jpg、jpeg、png，小于1MB；超过 420×325 的图片按比例缩小</span>
                </Space>
              ),
            },
            { label: '课程标题', children: draft.title },
            {
              label: '阅读费用',
              children: priceHundredths(draft.readMoney) > 0 ? `${formatCoins(priceHundredths(draft.readMoney))} 晶币` : '免费',
            },
          ]}
        />
        <Space style={{ width: '100%', justifyContent: 'center', marginTop: 24 }}>
          <Button onClick={() => void navigate('/step2')}>上一步</Button>
          <Button type="primary" loading={add.isPending || update.isPending} onClick={() => void publish()}>
            确认发布
          </Button>
        </Space>
      </div>
    </WizardFrame>
  );
}
