import type { ThemeConfig } from 'antd';

export const FONT_FAMILY = '"Noto Sans CJK SC", "Noto Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif';

// A person who asked the system for less motion gets antd's popups, drawers and messages without their
// zoom and slide animations. It also keeps the journeys (which ask for it) from clicking a popconfirm's
// button while it still grows into place: CI lost such clicks on 结束项目 and on a message's 删除.
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme: ThemeConfig = {
  token: {
    motion: !reducedMotion,
    colorPrimary: '#1668dc',
    colorLink: '#1668dc',
    colorInfo: '#1668dc',
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
    colorBgLayout: '#f4f6fa',
    // secondary text, descriptions and placeholders dark enough for WCAG AA contrast on white (4.5:1; antd's
    // 0.45 and 0.25 alphas give 3.4 and 1.9), which axe checks on every page of the phone sweep (issue 21)
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // error and success text (form messages, danger buttons, Text type) at 4.5:1 on white and on their light
    // backgrounds: antd's #ff4d4f and #52c41a give 3.3 and 2.2
    colorError: '#cf1322',
    colorSuccess: '#237804',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px', footerBg: '#0f1c33' },
    Card: { borderRadiusLG: 12 },
  },
};
