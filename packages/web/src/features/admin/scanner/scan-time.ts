import type { TFunction } from "i18next";

const two = (value: number) => String(value).padStart(2, "0");

/** A time spent as a clock: 4:05, 1:02:03. */
export function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A time left in words, rounded up to the minute: an estimate is no more precise than that. */
export function timeLeft(t: TFunction, ms: number): string {
  if (ms < 60_000) return t("scanEstimate.lessThanMinute");
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return t("scanEstimate.minutes", { minutes });
  return t("scanEstimate.hours", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
