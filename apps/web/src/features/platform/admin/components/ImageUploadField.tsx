import { useState } from 'react';
import { App, Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { ImagePurpose } from '@xcb/shared/actions/files';
import { errorText } from '../../../../api/client.ts';
import { uploadImage } from '../../../../api/files.ts';

/**
 * A form control (value = the stored image's URL) that uploads the chosen file for `purpose`, where the
 * server checks its bytes and size, and shows what was stored. Put it straight inside a Form.Item.
 */
export function ImageUploadField({
  value,
  onChange,
  purpose,
  label,
  width,
  height,
  vertical = false,
}: {
  value?: string;
  onChange?: (url: string) => void;
  purpose: ImagePurpose;
  label: string;
  width: number;
  height: number;
  vertical?: boolean;
}) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(`/uploads/${await uploadImage(file, purpose)}`);
    } catch (err) {
      void message.error(errorText(err));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space orientation={vertical ? 'vertical' : 'horizontal'} align={vertical ? undefined : 'center'}>
      {value && <Image src={value} width={width} height={height} style={{ objectFit: 'cover', borderRadius: 4 }} />}
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {label}
        </Button>
      </Upload>
    </Space>
  );
}
