import { useEffect, type ComponentType, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { registerMessageApi } from '../../api/feedback.ts';
import { theme } from '../../lib/theme.ts';
import { EmptyState } from '../EmptyState.tsx';
import { CONTROLS } from '../../locale/controls.ts';
import { keepScrollingTablesFocusable } from './scroll-regions.ts';
// tables, forms and descriptions on a phone (issue 21): every antd page gets them with its scope
import './phone.css';

// antd's scope (locale, theme, the <App> that owns message/notification/modal), loaded with the first page
// that uses antd instead of at the root: the shell and the light pages (/, /login, /training) do without
// antd, so their first load stays within the 170 KB budget (scripts/check-bundle.mjs).
// app/route-registry.ts loads it beside every other route (components/antd/antd-scope.tsx) and the shell wraps its
// pages in it; the shell's lazily loaded antd pieces (dialogs, drawer, chat) use components/antd/antd-lazy.ts.

dayjs.locale('zh-cn');

/** Lets code outside components (query cache, 401 handler) show messages through a long-lived <App>. */
function MessageBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => registerMessageApi({ message, notification }), [message, notification]);
  useEffect(keepScrollingTablesFocusable, []);
  return null;
}

/**
 * `bridge`: this scope outlives page changes (the shell's, the back office's), so messages shown through
 * api/feedback survive the navigation that often follows them. Short-lived scopes (a dialog's) leave it off.
 */
// The default of an empty table or list that does not say what it lacks (the main lists pass their own
// EmptyState with a next step); a select's empty dropdown stays a short line.
const renderEmpty = (component?: string) =>
  component === 'Select' || component === 'Cascader' || component === 'Transfer' ? (
    <div style={{ padding: 8, color: 'rgba(0, 0, 0, 0.45)', textAlign: 'center' }}>{CONTROLS.empty.options}</div>
  ) : (
    <EmptyState text={CONTROLS.empty.records} compact />
  );

export function AntdScope({ children, bridge = false }: { children: ReactNode; bridge?: boolean }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }} renderEmpty={renderEmpty}>
      {/* spec section 8: messages last 4 s */}
      <App message={{ duration: 4, maxCount: 3 }}>
        {bridge && <MessageBridge />}
        {children}
      </App>
    </ConfigProvider>
  );
}

/** The component rendered inside the scope (what a wrapped route or lazy piece renders). */
export function withAntdScope<P extends object>(Component: ComponentType<P>, bridge = false): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <AntdScope bridge={bridge}>
        <Component {...props} />
      </AntdScope>
    );
  }
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
