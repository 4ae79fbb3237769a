import { z } from "zod";

/** Upload limits of the admin import page: kikoeru's database (10,000 works is ~50 MB) and its config.json. */
export const MAX_IMPORT_DB_BYTES = 1024 * 1024 * 1024;
export const MAX_IMPORT_CONFIG_BYTES = 1024 * 1024;

const serverPath = z.string().min(1).max(4096);

/**
 * POST /api/admin/import/plan and /run: the kikoeru install, by server-side paths or by an earlier upload,
 * and the root aliases mapped to our roots (`--map-root`).
 */
export const importRequestSchema = z.object({
  upload: z.string().max(64).optional(),
  db: serverPath.optional(),
  config: serverPath.optional(),
  covers: serverPath.optional(),
  lyrics: serverPath.optional(),
  mapRoot: z.record(z.string().min(1).max(256), serverPath).default({}),
});
export type ImportRequest = z.input<typeof importRequestSchema>;

/** One group's counts, and its skip and change reasons with how often and (up to 20) which rows. */
export const importGroupSchema = z.object({
  group: z.enum(["works", "covers", "users", "reviews", "history", "tasks"]),
  imported: z.number(),
  skipped: z.number(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number(), keys: z.array(z.string()) })),
});
export type ImportGroup = z.infer<typeof importGroupSchema>;

/** What an import did or, dry, would do: source, tables, roots, groups and notes. */
export const importSummarySchema = z.object({
  generation: z.enum(["upstream", "number178"]),
  dryRun: z.boolean(),
  tables: z.array(z.object({ table: z.string(), count: z.number().nullable() })),
  roots: z.array(z.object({ alias: z.string(), target: z.string(), exists: z.boolean() })),
  groups: z.array(importGroupSchema),
  notes: z.array(z.string()),
  elapsedMs: z.number(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The plan: kikoeru's root aliases (with its own paths) and the dry run, or the sentence that refused it. */
export const importPlanSchema = z.object({
  aliases: z.array(z.object({ alias: z.string(), kikoeruPath: z.string().nullable() })),
  roots: z.array(z.string()),
  refusal: z.string().nullable(),
  summary: importSummarySchema.nullable(),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

export const importUploadSchema = z.object({ upload: z.string() });

export const IMPORT_PHASES = ["prepare", "works", "users", "reviews", "history", "tasks", "done"] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** The import job: its phase (of IMPORT_PHASES), and at the end its summary and report file or its error. */
export const importJobSchema = z.object({
  id: z.number(),
  state: z.enum(["queued", "running", "finished", "failed"]),
  phase: z.enum(IMPORT_PHASES),
  error: z.string().nullable(),
  summary: importSummarySchema.nullable(),
  reportFile: z.string().nullable(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importStatusSchema = z.object({ running: z.boolean(), job: importJobSchema.nullable() });
export type ImportStatus = z.infer<typeof importStatusSchema>;
