import { z } from "zod";
import { EDITABLE_FIELDS } from "./editable-fields.ts";
import { message } from "./messages/index.ts";
import { paginationSchema } from "./pagination.ts";

export const MAX_TITLE_LENGTH = 500;
export const MAX_LABEL_NAME_LENGTH = 200;
export const MAX_EDIT_LABELS = 200;

const name = z
  .string()
  .trim()
  .min(1, { error: message("editing.badName", { max: MAX_LABEL_NAME_LENGTH }) })
  .max(MAX_LABEL_NAME_LENGTH, { error: message("editing.badName", { max: MAX_LABEL_NAME_LENGTH }) });

/** A label as the kikoeru client sends it: an existing id, or 0 for a new entry named `name`. */
const numericLabel = z.object({ id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER), name });
const vaLabel = z.object({ id: z.union([z.literal(0), z.string().max(64)]), name });

/** `POST /api/edit/work/:id` (kikoeru client `ServerApi.editWork`). */
export const editWorkBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: message("editing.badTitle", { max: MAX_TITLE_LENGTH }) })
    .max(MAX_TITLE_LENGTH, { error: message("editing.badTitle", { max: MAX_TITLE_LENGTH }) }),
  circle: numericLabel,
  tags: z.array(numericLabel).max(MAX_EDIT_LABELS),
  vas: z.array(vaLabel).max(MAX_EDIT_LABELS),
});
export type EditWorkBody = z.infer<typeof editWorkBodySchema>;

export const successResponseSchema = z.object({ success: z.literal(true) });

export const unlockBodySchema = z.object({
  fields: z
    .array(
      z.enum(EDITABLE_FIELDS, {
        error: message("editing.badLockedField", { fields: EDITABLE_FIELDS.join("、") }),
      }),
    )
    .min(1)
    .max(EDITABLE_FIELDS.length),
});

/** What an edit or a lock looks like on the work page: the locked fields and whether an edit can be undone. */
export const workEditStateSchema = z.object({
  lockedFields: z.array(z.string()),
  undoable: z.boolean(),
});
export type WorkEditState = z.infer<typeof workEditStateSchema>;

/** `POST /api/uncensor/tags` and its undo: how many tag names changed. */
export const uncensorResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  changed: z.number().int(),
});

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  workId: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ pagination: paginationSchema, entries: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;
