import { lazy, Suspense } from 'react';
import { Modal, Spin } from 'antd';

// The preview and its libraries load only when a file is opened.
const AttachmentPreview = lazy(async () => ({ default: (await import('./AttachmentPreview.tsx')).AttachmentPreview }));

export interface PreviewFile {
  url: string;
  downloadUrl: string;
  name: string;
  /** The stored file's extension, for a name that has none. */
  ext?: string | undefined;
}

/** An attachment previewed in a dialog (the author's chapter page, the learning page). */
export function AttachmentPreviewModal({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  return (
    <Modal title={file?.name} open={file !== null} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      {file && (
        <Suspense fallback={<Spin />}>
          <AttachmentPreview url={file.url} downloadUrl={file.downloadUrl} name={file.name} ext={file.ext} />
        </Suspense>
      )}
    </Modal>
  );
}
