import { z } from "zod";

/** A server sentence: its Chinese text and, for pages that translate it, its catalog key and params. */
export const saidLineSchema = z.object({
  message: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The root folder watcher as the admin scanner page shows it (GET /api/scanner/status `watch`): off, watching,
 * or fallen back to periodic incremental scans for some or all roots (and why), with its latest log lines.
 */
export const libraryWatchSchema = z.object({
  state: z.enum(["off", "watching", "fallback"]),
  /** Root folders whose changes arrive as events. */
  watched: z.number(),
  /** Why some or all roots are scanned periodically instead; null while every root is watched. */
  problem: saidLineSchema.nullable(),
  quietSeconds: z.number(),
  fallbackSeconds: z.number(),
  /** The watcher's latest lines, oldest first: changes seen, folders still being written, scans queued. */
  logs: z.array(saidLineSchema.extend({ level: z.enum(["info", "warn", "error"]), at: z.number() })),
});
export type LibraryWatch = z.infer<typeof libraryWatchSchema>;
