import { Image, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { chatEmoji } from '@xcb/shared/emoji';
import type { ChatMessage } from '@xcb/shared/actions/chat';
import { downloadUrl, privateUploadUrl } from '../../../api/files.ts';
import { CL } from '../labels.ts';
import styles from './chat.module.css';

function size(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One message's content by its sendtype (spec: txt, exp, img, file, video, audio). */
export function MessageBody({ m }: { m: ChatMessage }) {
  switch (m.sendtype) {
    case 'txt':
      return <span className={styles.text}>{m.text}</span>;
    case 'exp': {
      const e = chatEmoji(m.text);
      return (
        <span className={styles.emojiMessage} title={e?.label} role="img" aria-label={e?.label}>
          {e?.icon ?? '?'}
        </span>
      );
    }
    case 'img':
      return <Image src={privateUploadUrl(m.text)} alt={m.fileName ?? CL.image} width={180} className={styles.image} />;
    case 'video':
      return <video src={privateUploadUrl(m.text)} controls preload="metadata" className={styles.video} />;
    case 'audio':
      return <audio src={privateUploadUrl(m.text)} controls preload="metadata" />;
    case 'file':
      return (
        <a className={styles.file} href={downloadUrl(m.text, m.fileName ?? 'file')} download={m.fileName ?? undefined}>
          <FileTextOutlined className={styles.fileIcon} />
          <span>
            <Typography.Text ellipsis style={{ maxWidth: 180, display: 'block' }}>
              {m.fileName ?? CL.file}
            </Typography.Text>
            <small>
              {size(m.fileSize)} · {CL.download}
            </small>
          </span>
        </a>
      );
  }
}
