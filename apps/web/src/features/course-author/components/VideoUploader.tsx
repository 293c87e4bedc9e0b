import { useRef, useState } from 'react';
import { App, Button, Progress, Space, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { COURSE_MSG } from '@xcb/shared/messages';
import { VIDEO_CHUNK, VIDEO_MAX } from '@xcb/shared/actions/course-author';
import { ActionError, callAction, errorText } from '../../../api/client.ts';
import { getToken } from '../../../lib/storage.ts';
import { contracts } from '../api.ts';
import { PickFile } from './PickFile.tsx';
import { AUTHOR_L } from '../../../locale/course-author.ts';

const T = AUTHOR_L.video;

interface Target {
  articleId: number;
  /** The section's id (the spec's field name). */
  courseChaptesId: number;
}

/** A stable fingerprint of the file: name, size, modification time and its first 64 KiB. */
async function fingerprint(file: File): Promise<string> {
  const head = await file.slice(0, 64 * 1024).arrayBuffer();
  const meta = new TextEncoder().encode(`${file.name}|${file.size}|${file.lastModified}|`);
  const all = new Uint8Array(meta.length + head.byteLength);
  all.set(meta, 0);
  all.set(new Uint8Array(head), meta.length);
  const digest = await crypto.subtle.digest('SHA-256', all);
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

type ChunkReply = { uploadSize: number; id: number | null; videosSrc: string | null };

async function sendChunk(fields: Record<string, string | number>, blob: Blob): Promise<ChunkReply> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, String(v));
  body.append('upload', blob, 'chunk');
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/videos_doUpload.action', { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ActionError(T.dropped, 0);
  }
  const reply = (await response.json().catch(() => ({}))) as { success?: boolean; data?: ChunkReply; error?: string };
  if (!response.ok || reply.success !== true || !reply.data) throw new ActionError(reply.error ?? T.failed, response.status, reply);
  return reply.data;
}

/**
 * spec: Video upload. mp4 only, up to 100 MB, sent in 1 MiB chunks with a progress percent. It always
 * asks the server where to start, so a reload (choose the same file again) or a dropped connection
 * (继续上传) resumes instead of starting over.
 */
export function VideoUploader({ target, disabled, onDone }: { target: Target; disabled?: boolean; onDone: () => void }) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [state, setState] = useState<'idle' | 'uploading' | 'interrupted' | 'done'>('idle');
  const running = useRef(false);

  const run = async (f: File) => {
    if (running.current) return;
    running.current = true;
    setState('uploading');
    try {
      const c = await contracts();
      const base = { ...target, fileName: f.name, fileSize: f.size, fingerprint: await fingerprint(f) };
      let offset = (await callAction(c.videoUploadedSize, base)).data;
      setPercent(Math.floor((offset / f.size) * 100));
      while (offset < f.size) {
        const reply = await sendChunk({ ...base, uploadSize: offset }, f.slice(offset, Math.min(f.size, offset + VIDEO_CHUNK)));
        offset = reply.uploadSize;
        setPercent(Math.floor((offset / f.size) * 100));
        if (reply.videosSrc) break;
      }
      setState('done');
      void message.success(T.done);
      onDone();
    } catch (err) {
      const dropped = err instanceof ActionError && err.status === 0;
      setState(dropped ? 'interrupted' : 'idle');
      void message.error(dropped ? T.interrupted : errorText(err));
    } finally {
      running.current = false;
    }
  };

  const choose = (f: File) => {
    if (!/\.mp4$/i.test(f.name) || (f.type && f.type !== 'video/mp4')) {
      void message.error(COURSE_MSG.videoType);
      return;
    }
    if (f.size === 0 || f.size > VIDEO_MAX) {
      void message.error(COURSE_MSG.videoSize);
      return;
    }
    setFile(f);
    setPercent(0);
    void run(f);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <PickFile accept=".mp4,video/mp4" disabled={disabled || state === 'uploading'} onPick={choose}>
          <Button icon={<UploadOutlined />} disabled={disabled || state === 'uploading'}>
            {T.upload}
          </Button>
        </PickFile>
        {state === 'interrupted' && file && (
          <Button type="primary" onClick={() => void run(file)}>
            {T.resume}
          </Button>
        )}
        <Typography.Text type="secondary">{T.hint}</Typography.Text>
      </Space>
      {file && (
        <div>
          <Typography.Text>{file.name}</Typography.Text>
          <Progress
            percent={percent}
            status={state === 'interrupted' ? 'exception' : state === 'done' ? 'success' : 'active'}
            data-testid="video-progress"
          />
        </div>
      )}
    </Space>
  );
}
