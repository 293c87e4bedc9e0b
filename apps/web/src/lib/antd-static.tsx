import { ConfigProvider, message, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { theme } from './theme.ts';

// antd's static message/notification, for the moments no <AntdScope> is mounted (a light page such as /
// or /login, whose session ended or whose query failed). Loaded on first use by api/feedback.ts. Same
// theme and locale as the scope, and the same rule: messages last 4 s (spec section 8), at most 3.

ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  ),
});
message.config({ duration: 4, maxCount: 3 });

export { message, notification };
