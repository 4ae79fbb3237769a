import type { AuditEntry } from "@kikoeru/contract";

/** The audit actions this app names in its own texts (others are shown as recorded). */
export const ACTION_KEYS = {
  "work.edit": "work_edit",
  "work.undo": "work_undo",
  "work.unlock": "work_unlock",
  "tags.uncensor": "tags_uncensor",
  "tags.uncensor.undo": "tags_uncensor_undo",
} as const;

export function actionKey(action: string): (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS] | null {
  return Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action as keyof typeof ACTION_KEYS] : null;
}

const MAX_DETAIL = 120;

/**
 * One line for an entry's details: the fields an edit touched, the tag renames, or else the recorded JSON
 * (shortened): actions added by other parts of the app need nothing here to be readable.
 */
export function detailText(entry: AuditEntry, fieldName: (field: string) => string): string {
  const { fields, renames } = entry.detail;
  if (Array.isArray(fields)) return fields.map((field) => fieldName(String(field))).join("、");
  if (Array.isArray(renames)) {
    return (renames as { from?: unknown; to?: unknown }[])
      .map((rename) => `${String(rename.from)} → ${String(rename.to)}`)
      .join("，")
      .slice(0, MAX_DETAIL);
  }
  const json = JSON.stringify(entry.detail);
  return json === "{}" ? "" : json.length > MAX_DETAIL ? `${json.slice(0, MAX_DETAIL)}…` : json;
}
