import type { ReactNode } from 'react';
import { Popconfirm } from 'antd';
import { AUTHOR_L } from '../../../locale/course-author.ts';

/** The author pages' "delete?" confirmation: 删除 / 取消, the delete button red unless `plain`. */
export function ConfirmDelete({
  title,
  description,
  plain = false,
  onConfirm,
  children,
}: {
  title: string;
  description?: string;
  plain?: boolean;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={AUTHOR_L.delete}
      cancelText={AUTHOR_L.cancel}
      okButtonProps={plain ? undefined : { danger: true }}
      // a returned promise keeps the OK button loading until it settles
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
