import { Tag } from 'antd';
import { A } from '../../../../locale/admin.ts';

/** An account's status (1 disabled, otherwise active), for users and staff alike. */
export function StatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="red">{A.users.disabled}</Tag> : <Tag color="green">{A.users.active}</Tag>;
}
