import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { CHINA_TIME_ZONE } from '@xcb/shared/china-time';

// antd's pickers work in the browser's zone. What a user picks is meant as China time (the market is
// China; an interview set at 14:00 is 14:00 in Shanghai whatever zone the browser is in), so the pickers
// hold the Shanghai wall clock as a local Dayjs and these helpers convert at the edges. Imported only by
// the pages that have a picker, so dayjs stays out of the light pages.

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** The instant (ISO string) a picked Shanghai wall-clock date and time stand for. */
export function pickedInstant(picked: Dayjs): string {
  return dayjs.tz(picked.format(WALL), CHINA_TIME_ZONE).toISOString();
}

/** The instant the picked Shanghai day starts. */
export function pickedDayStart(picked: Dayjs): string {
  return pickedInstant(picked.startOf('day'));
}

/** The last millisecond of the picked Shanghai day. */
export function pickedDayEnd(picked: Dayjs): string {
  return pickedInstant(picked.endOf('day'));
}

/** A picker value showing the instant's Shanghai wall clock. */
export function pickerValue(instant: string | Date): Dayjs {
  return dayjs(dayjs(instant).tz(CHINA_TIME_ZONE).format(WALL));
}

/** Now on the Shanghai wall clock, for a picker's disabledDate and defaults. */
export function pickerNow(): Dayjs {
  return pickerValue(new Date());
}
