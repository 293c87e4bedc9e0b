import type { ThemeConfig } from 'antd';

export const FONT_FAMILY = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    colorLink: '#1668dc',
    colorInfo: '#1668dc',
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
    colorBgLayout: '#f4f6fa',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px', footerBg: '#0f1c33' },
    Card: { borderRadiusLG: 12 },
  },
};
