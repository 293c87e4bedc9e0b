import { Modal } from 'antd';
import { NL } from '../labels.ts';
import { NoticeList } from './NoticeList.tsx';

/** spec: the system notice dialog, with the list filtered by type. */
export function NoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title={NL.title} open={open} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <NoticeList onNavigate={onClose} />
    </Modal>
  );
}
