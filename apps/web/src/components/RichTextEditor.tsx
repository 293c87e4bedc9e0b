import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip, Upload } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import { uploadImage } from '../api/files.ts';
import { showError } from '../api/feedback.ts';
import { CONTROLS } from '../locale/controls.ts';
import styles from './RichTextEditor.module.css';

const T = CONTROLS.editor;

/**
 * A small rich-text editor (bold, italic, underline, heading, lists, link, image) on a contenteditable
 * area. The HTML it produces is only a proposal: the server sanitises it with an allow-list before it
 * is stored, so nothing here needs to be trusted. Images go through upload_uploadFile (purpose editor).
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
}: {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  // Only outside changes (form reset, loading an article) are written into the area, never the
  // user's own typing, or the caret would jump.
  useEffect(() => {
    const el = ref.current;
    if (el && (value ?? '') !== el.innerHTML) el.innerHTML = value ?? '';
  }, [value]);

  const emit = () => onChange?.(ref.current?.innerHTML ?? '');
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    // execCommand is deprecated but remains the only built-in way to format a contenteditable selection.
    document.execCommand(command, false, arg);
    emit();
  };

  const insertImage = async (file: File) => {
    try {
      const rel = await uploadImage(file, 'editor');
      exec('insertImage', `/uploads/${rel}`);
    } catch (err) {
      showError(err);
    }
  };

  return (
    <div className={styles.editor}>
      <Space size={2} className={styles.toolbar} wrap>
        <Tooltip title={T.bold}>
          <Button type="text" size="small" icon={<BoldOutlined />} onMouseDown={(e) => e.preventDefault()} onClick={() => exec('bold')} />
        </Tooltip>
        <Tooltip title={T.italic}>
          <Button
            type="text"
            size="small"
            icon={<ItalicOutlined />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => exec('italic')}
          />
        </Tooltip>
        <Tooltip title={T.underline}>
          <Button
            type="text"
            size="small"
            icon={<UnderlineOutlined />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => exec('underline')}
          />
        </Tooltip>
        <Button type="text" size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', 'h2')}>
          {T.heading}
        </Button>
        <Button type="text" size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', 'p')}>
          {T.body}
        </Button>
        <Tooltip title={T.bullets}>
          <Button
            type="text"
            size="small"
            icon={<UnorderedListOutlined />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => exec('insertUnorderedList')}
          />
        </Tooltip>
        <Tooltip title={T.numbers}>
          <Button
            type="text"
            size="small"
            icon={<OrderedListOutlined />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => exec('insertOrderedList')}
          />
        </Tooltip>
        <Tooltip title={T.link}>
          <Button
            type="text"
            size="small"
            icon={<LinkOutlined />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const url = window.prompt(T.linkPrompt);
              if (url && /^https?:\/\//.test(url)) exec('createLink', url);
            }}
          />
        </Tooltip>
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          beforeUpload={(file) => {
            void insertImage(file);
            return false;
          }}
        >
          <Tooltip title={T.image}>
            <Button type="text" size="small" icon={<PictureOutlined />} />
          </Tooltip>
        </Upload>
      </Space>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={placeholder}
        data-placeholder={placeholder}
        className={styles.area}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
