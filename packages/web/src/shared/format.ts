/** Whole hours, minutes within the hour and seconds within the minute of a duration. */
export function splitDuration(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** "mm:ss", or "h:mm:ss" from an hour up. */
export function formatClock(totalSeconds: number): string {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** File sizes with one decimal (spec 1 §9). */
export function formatSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Thousands separators, in the user's locale. */
export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

type DurationText =
  | { key: "hoursMinutes"; hours: number; minutes: number }
  | { key: "minutesSeconds"; minutes: number; seconds: number }
  | { key: "seconds"; seconds: number };

/**
 * How a play position reads in words: "x小时y分钟" from an hour up (minutes within the hour), "y分钟z秒"
 * from a minute up, else "z秒".
 */
export function durationText(totalSeconds: number): DurationText {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  if (hours > 0) return { key: "hoursMinutes", hours, minutes };
  if (minutes > 0) return { key: "minutesSeconds", minutes, seconds };
  return { key: "seconds", seconds };
}
