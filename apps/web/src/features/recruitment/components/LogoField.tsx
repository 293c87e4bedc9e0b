import { useState } from 'react';
import { App, Button, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { errorText } from '../../../api/client.ts';
import { uploadImage } from '../../../api/files.ts';
import { CompanyLogo } from './bits.tsx';
import { RP } from '../../../locale/recruitment-pages.ts';

/** The company logo (a form control whose value is the stored path), checked by its bytes on the server. */
export function LogoField({ value, onChange }: { value?: string; onChange?: (path: string) => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      <CompanyLogo src={value} size={72} />
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadImage(file, 'general')
            .then((path) => onChange?.(path))
            .catch((err: unknown) => void message.error(errorText(err)))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {RP.uploadLogo}
        </Button>
      </Upload>
    </Space>
  );
}
