// spec (ARCHITECTURE.md Data): timestamps are stored in UTC and shown in Asia/Shanghai, whatever zone the
// browser is in. Every date or time the web shows goes through here (the server formats its messages with
// the same functions); what a picker enters goes through lib/date-picker.ts, kept apart because it needs
// dayjs, which the light pages do without.
export { CHINA_TIME_ZONE, chinaYear, formatDate, formatDateTime, formatTime } from '@xcb/shared/china-time';
