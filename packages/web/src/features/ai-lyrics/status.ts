import { AI_LYRIC_STATUS } from "@kikoeru/contract";

export type TaskStatusName = keyof typeof AI_LYRIC_STATUS;
/** The statuses a task can have, in the order the filter lists them. */
export const TASK_STATUS_NAMES = ["pending", "transcribing", "success", "error"] as const;

/** Kikoeru's numbers (spec 2 §4) by name; anything else is "none". */
export function statusName(status: number): TaskStatusName {
  return TASK_STATUS_NAMES.find((name) => AI_LYRIC_STATUS[name] === status) ?? "none";
}

/** Spec 2 §4: pending reads as 10 %, transcribing as 50 % unless the worker reports its own percent. */
export function taskPercent(status: number, progress: number | null | undefined): number {
  const name = statusName(status);
  if (name === "success" || name === "error") return 100;
  if (name === "transcribing") return progress ?? 50;
  return name === "pending" ? 10 : 0;
}

/** Polling runs while an aggregate is pending or transcribing, and stops at success, error or none. */
export function isActive(status: number): boolean {
  const name = statusName(status);
  return name === "pending" || name === "transcribing";
}
