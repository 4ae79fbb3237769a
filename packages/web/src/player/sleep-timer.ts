/** Countdown presets in minutes (spec 2 §2). */
export const sleepPresets = [0, 1, 3, 5, 10, 20, 30, 45, 60, 90, 120] as const;

const storageKey = "kikoeru-sleep-end";

export type SleepResult = { ok: true; end: number } | { ok: false };

/** End of a countdown of `minutes` from `now`; negative minutes count as 0, and 0 is refused. */
export function countdownEnd(minutes: number, now: number): SleepResult {
  const value = Number.isFinite(minutes) ? Math.max(0, minutes) : 0;
  if (value <= 0) return { ok: false };
  return { ok: true, end: now + value * 60_000 };
}

/** The next time the clock shows `hours:minutes`; a time earlier than now means tomorrow. */
export function clockEnd(hours: number, minutes: number, now: number): number {
  const end = new Date(now);
  end.setHours(hours, minutes, 0, 0);
  if (end.getTime() <= now) end.setDate(end.getDate() + 1);
  return end.getTime();
}

/** Whether the timer set to end at `end` has run out at `now`. */
export function sleepDue(end: number | null, now: number): boolean {
  return end !== null && now >= end;
}

/** The end time kept in session storage so a reload keeps the timer (a new tab starts without one). */
export const sleepStorage = {
  read(storage: Pick<Storage, "getItem"> = sessionStorage): number | null {
    const value = Number(storage.getItem(storageKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  write(end: number | null, storage: Pick<Storage, "setItem" | "removeItem"> = sessionStorage): void {
    if (end === null) storage.removeItem(storageKey);
    else storage.setItem(storageKey, String(end));
  },
};
