import type { Progress } from "@kikoeru/contract";

/** Position of each progress value in menus; a Record, so a value added to the contract must be placed here. */
const order: Record<Progress, number> = { marked: 0, listening: 1, listened: 2, replay: 3, postponed: 4 };

/** 想听, 在听, 听过, 重听, 搁置 in that order. */
export const progressValues = (Object.keys(order) as Progress[]).sort((a, b) => order[a] - order[b]);

export function isProgress(value: string): value is Progress {
  return value in order;
}

/** i18n key of a progress value. */
export function progressKey(progress: Progress) {
  return `progress.${progress}` as const;
}
