import type { NameRepairPlan } from "@kikoeru/contract";

/**
 * Where the fix-names dialog is: the plan, then the spec's two confirmations before anything is renamed, or
 * the one confirmation of an undo.
 */
export type RepairStep = "plan" | "confirm" | "confirmAgain" | "undo";

/** What the dialog offers for a plan: a list to apply, collisions that block it, or nothing to do. */
export type PlanState = "ready" | "conflicts" | "empty";

export function planState(plan: NameRepairPlan): PlanState {
  if (plan.conflicts.length > 0) return "conflicts";
  return plan.plan.length > 0 ? "ready" : "empty";
}

/** The step after a confirmation; "apply" once both were given, "undo" runs the undo. */
export function nextStep(step: RepairStep): RepairStep | "apply" | "runUndo" {
  if (step === "plan") return "confirm";
  if (step === "confirm") return "confirmAgain";
  if (step === "confirmAgain") return "apply";
  return "runUndo";
}

/** One rename as shown: the folder it is in (as it shows now) once, then the old and the new name. */
export interface RenameRow {
  folder: string;
  from: string;
  to: string;
  encoding: string;
}

const splitPath = (path: string): [string, string] => {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? ["", path] : [path.slice(0, slash), path.slice(slash + 1)];
};

/** The plan's renames as rows; the server sends full paths, whose folder part is the same on both sides. */
export function renameRows(plan: NameRepairPlan["plan"]): RenameRow[] {
  return plan.map(({ from, to, encoding }) => {
    const [folder, fromName] = splitPath(from);
    return { folder, from: fromName, to: splitPath(to)[1], encoding };
  });
}

/** Whether a name shows U+FFFD: bytes that are not UTF-8, which the list then explains. */
export function hasRawBytes(plan: NameRepairPlan["plan"]): boolean {
  return plan.some(({ from }) => from.includes("\uFFFD"));
}

const ENCODING_NAMES: Record<string, string> = {
  shift_jis: "Shift_JIS",
  gbk: "GBK",
  big5: "Big5",
  "utf-8": "UTF-8",
};

/** The encoding the name really was in, spelled as people know it. */
export function encodingName(encoding: string): string {
  return ENCODING_NAMES[encoding] ?? encoding.toUpperCase();
}
