import { useState, type ReactNode } from 'react';
import { App, type FormInstance, type TableProps } from 'antd';
import { ADMIN_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../../api/client.ts';
import { usePaging } from '../../../../components/usePaging.ts';
import { A } from '../../../../locale/admin.ts';

interface Ask {
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  danger?: boolean;
}

/**
 * How the staff pages change data: `run` shows the failure's message, or `done` and then `after` on
 * success; `confirmRun` asks first (a dangerous OK button unless `danger: false`); `confirmDelete` is the
 * 确定删除吗？ dialog every list uses.
 */
export function useStaffActions() {
  const { message, modal } = App.useApp();
  const run = async (change: () => Promise<unknown>, done?: string, after?: () => void) => {
    try {
      await change();
      if (done) void message.success(done);
      after?.();
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const confirmRun = async (ask: Ask, change: () => Promise<unknown>, done?: string) => {
    const ok = await modal.confirm({
      title: ask.title,
      content: ask.content,
      okText: ask.okText,
      okButtonProps: ask.danger === false ? {} : { danger: true },
      cancelText: A.cancel,
    });
    if (ok) await run(change, done);
  };
  const confirmDelete = (content: ReactNode, change: () => Promise<unknown>) =>
    confirmRun({ title: A.confirmDelete, content, okText: A.delete }, change, ADMIN_MSG.deleted);
  return { message, run, confirmRun, confirmDelete };
}

/** The row an edit dialog is open for ('new' for an addition): opening fills the form with `values`. */
export function useEditing<R extends { id: number }, F extends object>(form: FormInstance<F>, values: (r: R | 'new') => F) {
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  return {
    editing,
    /** the edited row's id; undefined for an addition */
    id: editing && editing !== 'new' ? editing.id : undefined,
    open: (r: R | 'new') => {
      setEditing(r);
      form.setFieldsValue(values(r));
    },
    close: () => setEditing(null),
  };
}

/** A list shown whole (no pager), one row per id. */
export const wholeList = <T extends object>(loading: boolean, rows: T[] | undefined, size: 'middle' | 'small' = 'middle') =>
  ({ rowKey: 'id', size, loading, dataSource: rows ?? [], pagination: false }) satisfies TableProps<T>;

/** A list's filters and page: searching or resetting goes back to the first page. */
export function useFilteredPaging<F extends object>(pageSize?: number) {
  const [filters, setFilters] = useState<F>({} as F);
  const { page, pagination, toFirst } = usePaging(pageSize);
  const search = (f: F) => {
    setFilters(f);
    toFirst();
  };
  return { filters, page, pagination, search, reset: () => search({} as F) };
}
