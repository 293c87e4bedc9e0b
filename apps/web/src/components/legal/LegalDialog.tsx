import { Button, Modal } from 'antd';
import type { LegalDocument } from '../../locale/legal.ts';
import { L } from '../../locale/labels.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';

/** spec: the agreement and privacy texts open in dialogs from the register form. */
export function LegalDialog({ doc, open, onClose }: { doc: LegalDocument; open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title={doc.title}
      onCancel={onClose}
      width={720}
      centered
      styles={{ body: { maxHeight: '65vh', overflowY: 'auto', paddingRight: 8 } }}
      footer={
        <Button type="primary" onClick={onClose}>
          {L.auth.iKnow}
        </Button>
      }
    >
      <LegalDocumentView doc={doc} showTitle={false} />
    </Modal>
  );
}
