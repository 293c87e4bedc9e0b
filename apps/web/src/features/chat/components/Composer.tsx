import { useRef, useState } from 'react';
import { App, Button, Input, Popover, Tooltip } from 'antd';
import { AudioOutlined, FileOutlined, PictureOutlined, SmileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { CHAT_MSG } from '@xcb/shared/messages';
import { CHAT_EMOJI } from '@xcb/shared/emoji';
import { CHAT_MEDIA_EXT, CHAT_TEXT_MAX, CHAT_WARN_BYTES, type ChatMediaKind, type ChatSendtype } from '@xcb/shared/actions/chat';
import { errorText } from '../../../api/client.ts';
import { uploadChatMedia, useSendMessage } from '../api.ts';
import { CL } from '../labels.ts';
import styles from './chat.module.css';

const ACCEPT: Record<ChatMediaKind, string> = {
  img: CHAT_MEDIA_EXT.img.map((e) => `.${e}`).join(','),
  file: CHAT_MEDIA_EXT.file.map((e) => `.${e}`).join(','),
  video: CHAT_MEDIA_EXT.video.map((e) => `.${e}`).join(','),
  audio: [...CHAT_MEDIA_EXT.audio.map((e) => `.${e}`), '.mpga'].join(','),
};
const MEDIA_BUTTONS: { kind: ChatMediaKind; label: string; icon: React.ReactNode }[] = [
  { kind: 'img', label: CL.image, icon: <PictureOutlined /> },
  { kind: 'file', label: CL.file, icon: <FileOutlined /> },
  { kind: 'video', label: CL.video, icon: <VideoCameraOutlined /> },
  { kind: 'audio', label: CL.audio, icon: <AudioOutlined /> },
];

/** Text, the 76 emoji, and image / file / video / audio sending (spec §2, §5). */
export function Composer({ peer, me }: { peer: number | null; me: number }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState<ChatMediaKind | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const kindRef = useRef<ChatMediaKind>('img');
  const send = useSendMessage();

  /** spec §5 refusals, shown before anything is sent; the server gives the same texts. */
  const check = (): number | null => {
    if (peer === null) {
      void message.warning(CHAT_MSG.noRecipient);
      return null;
    }
    if (peer === me) {
      void message.warning(CHAT_MSG.self);
      return null;
    }
    return peer;
  };

  const post = async (sendtype: ChatSendtype, body: string, fileName?: string) => {
    const to = check();
    if (to === null) return false;
    try {
      await send.mutateAsync({ useredid: to, text: body, sendtype, ...(fileName ? { fileName } : {}) });
      return true;
    } catch (err) {
      void message.error(errorText(err));
      return false;
    }
  };

  const sendText = async () => {
    if (!text.trim()) {
      void message.warning(CHAT_MSG.empty);
      return;
    }
    if (await post('txt', text.trim())) setText('');
  };

  const pick = (kind: ChatMediaKind) => {
    if (check() === null) return;
    kindRef.current = kind;
    if (input.current) {
      input.current.accept = ACCEPT[kind];
      input.current.value = '';
      input.current.click();
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // spec §5: over 5 MB warns, and the upload still proceeds.
    if (file.size > CHAT_WARN_BYTES) void message.warning(CHAT_MSG.bigFileWarning);
    const kind = kindRef.current;
    setUploading(kind);
    try {
      const stored = await uploadChatMedia(file, kind);
      await post(kind, stored.data, stored.fileName);
    } catch (err) {
      void message.error(errorText(err));
    } finally {
      setUploading(null);
    }
  };

  const emojiGrid = (
    <div className={styles.emojiGrid} data-testid="emoji-grid">
      {CHAT_EMOJI.map((e) => (
        <Tooltip key={e.id} title={e.label} mouseEnterDelay={0.4}>
          <button
            type="button"
            className={styles.emojiCell}
            aria-label={e.label}
            onClick={() => {
              setEmojiOpen(false);
              void post('exp', String(e.id));
            }}
          >
            {e.icon}
          </button>
        </Tooltip>
      ))}
    </div>
  );

  return (
    <div className={styles.composer}>
      <div className={styles.tools}>
        <Popover content={emojiGrid} trigger="click" open={emojiOpen} onOpenChange={setEmojiOpen} placement="topLeft">
          <Button type="text" icon={<SmileOutlined />} aria-label={CL.emoji} title={CL.emoji} />
        </Popover>
        {MEDIA_BUTTONS.map((b) => (
          <Button
            key={b.kind}
            type="text"
            icon={b.icon}
            aria-label={b.label}
            title={b.label}
            loading={uploading === b.kind}
            disabled={uploading !== null}
            onClick={() => pick(b.kind)}
          />
        ))}
        <input ref={input} type="file" hidden data-testid="chat-file-input" onChange={(e) => void upload(e.target.files?.[0])} />
      </div>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={CL.placeholder}
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={CHAT_TEXT_MAX}
        aria-label={CL.placeholder}
        onPressEnter={(e) => {
          if (e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          void sendText();
        }}
      />
      <div className={styles.sendRow}>
        <Button type="primary" onClick={() => void sendText()} loading={send.isPending && uploading === null}>
          {CL.send}
        </Button>
      </div>
    </div>
  );
}
