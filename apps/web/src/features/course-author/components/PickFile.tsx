import type { ReactNode } from 'react';
import { Upload } from 'antd';

/** antd's Upload as a file picker: the page checks and sends the chosen file itself, nothing is listed. */
export function PickFile({
  accept,
  disabled,
  onPick,
  children,
}: {
  accept: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  children: ReactNode;
}) {
  return (
    <Upload
      accept={accept}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(f) => {
        onPick(f);
        return false;
      }}
    >
      {children}
    </Upload>
  );
}
