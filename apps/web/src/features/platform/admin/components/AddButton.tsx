import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** The primary 新增… button in a staff list's header. */
export function AddButton({ label, onClick, disabled }: { label: string; onClick?: () => void; disabled?: boolean }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}
