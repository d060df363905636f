import { UAE_TIME_ZONE } from '@logicareers/shared/uae-date';
import { dateFormatter } from '../../lib/format';

const uae = dateFormatter({
  timeZone: UAE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const own = dateFormatter({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZoneName: 'short',
});
const clock = dateFormatter({
  timeZone: UAE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** An instant in UAE time: Thu 3 Dec 2026, 10:30. */
export const formatUae = (iso: string) => uae(new Date(iso));
/** The UAE clock time of an instant: 10:30. */
export const formatUaeClock = (iso: string) => clock(new Date(iso));
/** An instant in the viewer's own time zone, with its name. */
export const formatOwn = (iso: string) => own(new Date(iso));
/** Whether the viewer's clock differs from the UAE's at that instant (UTC+4 all year). */
export const viewerZoneDiffers = (iso: string) => new Date(iso).getTimezoneOffset() !== -240;
