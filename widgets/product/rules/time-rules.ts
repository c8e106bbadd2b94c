/**
 * Times of day as the store writes them. The time pattern: hours 0–23, minutes and seconds 00–59,
 * an optional AM/PM (`9:00`, `09:00:30`, `2:30 PM`, `14:30`). Times are shown as `hh:mm AM`.
 */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\s*([AaPp][Mm])?$/;

/** Seconds after midnight of a time that fits the pattern, or null. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  const half = match[4]?.toUpperCase();
  // With AM/PM, 12 AM is midnight and 12 PM noon; an hour past 12 is already on the 24-hour clock.
  if (half === 'AM' && hours === 12) hours = 0;
  if (half === 'PM' && hours < 12) hours += 12;
  return hours * 3600 + minutes * 60 + seconds;
}

/** True when `value` fits the time pattern. */
export function isTimeOfDay(value: string | null | undefined): boolean {
  return parseTimeOfDay(value) !== null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `hh:mm AM`: the store's time format (`09:00 AM`, `02:30 PM`). */
export function formatTimeOfDay(seconds: number): string {
  const minutes = Math.floor(seconds / 60) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(twelve)}:${pad(minutes % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}
