import { useState } from 'react';
import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { uploadImage } from '../../../api/files.ts';
import { uploadUrl } from '../../../api/files.ts';
import { errorText } from '../../../api/client.ts';

const MB5 = 5 * 1024 * 1024;

/**
 * spec §5 Bank payment: images only, each at most 5 MB, no empty file, at most `max` files
 * (已上传 n/5 个文件). The value is the list of stored relative paths.
 */
export function ImageUploads({ value, onChange, max = 5, disabled, label = '上传图片' }: { value: string[]; onChange: (v: string[]) => void; max?: number; disabled?: boolean; label?: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        {value.map((p) => (
          <div key={p} style={{ position: 'relative' }}>
            <img src={uploadUrl(p)} alt="凭证" style={{ width: 96, height: 96, objectFit: 'cover', border: '1px solid #eee' }} />
            {!disabled && (
              <Button size="small" danger style={{ position: 'absolute', top: 0, right: 0 }} onClick={() => onChange(value.filter((x) => x !== p))}>
                删除
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
            if (file.size === 0) void message.error('不能上传空文件');
            else if (!file.type.startsWith('image/')) void message.error('只能上传图片');
            else if (file.size > MB5) void message.error('上传图片大小不能超过 5MB');
            else if (value.length >= max) void message.error(`最多只能上传${max}个文件，已上传${value.length}/${max}个文件`);
            else {
              setBusy(true);
              try {
                const path = await uploadImage(file, 'general');
                onChange([...value, path].slice(0, max));
              } catch (err) {
                void message.error(errorText(err));
              } finally {
                setBusy(false);
              }
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={value.length >= max}>
            {label}（{value.length}/{max}）
          </Button>
        </Upload>
      )}
    </div>
  );
}
