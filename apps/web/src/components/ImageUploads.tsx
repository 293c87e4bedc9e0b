import { useEffect, useRef, useState } from 'react';
import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ImagePurpose } from '@xcb/shared/actions/files';
import { UPLOAD_MSG } from '@xcb/shared/messages';
import { showError } from '../api/feedback.ts';
import { privateUploadUrl, uploadImage } from '../api/files.ts';
import { CONTROLS } from '../locale/controls.ts';

const MB5 = 5 * 1024 * 1024;

/**
 * The image uploader of the review flows (certification, bank payment proof, a zone head's proof): images
 * only, each at most 5 MB, no empty file, at most `max` files (已上传 n/max 个文件). Each file goes through
 * upload_uploadFile (purpose general unless told), which records the uploader, so the form's action can check that
 * every path it gets back is the caller's own (files.service assertOwnUploads). The value is the list of
 * stored relative paths; value and onChange are optional so the component can sit in an antd Form.Item.

 * Files picked together each land in the list (an upload finishing later must not overwrite an earlier one).
 */
export function ImageUploads({
  value = [],
  onChange,
  max = 5,
  disabled,
  label = CONTROLS.upload.label,
  alt = CONTROLS.upload.alt,
  purpose = 'general',
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  max?: number;
  disabled?: boolean;
  label?: string;
  alt?: string;
  /** 'proof' and 'identity' (certification papers) keep the files private from the upload on, before any form names them */
  purpose?: ImagePurpose;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  // Several files picked at once finish one by one: each adds to the list as it is by then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        {value.map((p) => (
          <div key={p} style={{ position: 'relative' }}>
            <img src={privateUploadUrl(p)} alt={alt} style={{ width: 96, height: 96, objectFit: 'cover', border: '1px solid #eee' }} />
            {!disabled && (
              <Button
                size="small"
                danger
                style={{ position: 'absolute', top: 0, right: 0 }}
                onClick={() => onChange?.(value.filter((x) => x !== p))}
              >
                {CONTROLS.upload.remove}
              </Button>
            )}
          </div>
        ))}
      </div>
      {!disabled && (
        <Upload
          accept="image/png,image/jpeg,image/gif"
          multiple
          showUploadList={false}
          beforeUpload={async (file) => {
            if (file.size === 0) void message.error(UPLOAD_MSG.empty);
            else if (!file.type.startsWith('image/')) void message.error(CONTROLS.upload.imagesOnly);
            else if (file.size > MB5) void message.error(CONTROLS.upload.image5mb);
            else if (value.length >= max) void message.error(CONTROLS.upload.tooMany(max, value.length));
            else {
              setBusy(true);
              try {
                const path = await uploadImage(file, purpose);
                latest.current = [...latest.current, path].slice(0, max);
                onChange?.(latest.current);
              } catch (err) {
                showError(err);
              } finally {
                setBusy(false);
              }
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={value.length >= max}>
            {CONTROLS.upload.count(label, value.length, max)}
          </Button>
        </Upload>
      )}
    </div>
  );
}
