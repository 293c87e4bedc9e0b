import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';
import { setMessageApi } from '../lib/feedback.ts';
import { theme } from './theme.ts';

dayjs.locale('zh-cn');

/** Lets code outside components (query cache, 401 handler) show messages through antd's <App>. */
function MessageBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      {/* spec section 8: messages last 4 s */}
      <App message={{ duration: 4, maxCount: 3 }}>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
