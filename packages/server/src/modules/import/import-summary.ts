import path from "node:path";
import type { ImportGroup, ImportSummary } from "@kikoeru/contract";
import { writeFileAtomic } from "../../config/files.ts";
import type { ImportReport, ReportGroup } from "./import-report.ts";

const GROUPS: readonly ReportGroup[] = ["works", "covers", "users", "reviews", "history", "tasks"];
/** The page lists reasons with their count; the report file keeps every row. */
const KEYS_PER_REASON = 20;

/** The admin page's view of a report: per group its counts and each reason with how often and where. */
export function summarize(report: ImportReport): ImportSummary {
  const groups = GROUPS.map((group): ImportGroup => {
    const g = report.groups[group];
    const reasons = new Map<string, { reason: string; count: number; keys: string[] }>();
    for (const entry of [...g.skipped, ...g.notes]) {
      const reason = entry.reason.message;
      const row = reasons.get(reason) ?? { reason, count: 0, keys: [] };
      row.count++;
      if (row.keys.length < KEYS_PER_REASON) row.keys.push(entry.key);
      reasons.set(reason, row);
    }
    return { group, imported: g.imported, skipped: g.skipped.length, reasons: [...reasons.values()] };
  });
  return {
    generation: report.source.generation,
    dryRun: report.dryRun,
    tables: report.tables,
    roots: report.roots,
    groups,
    notes: report.notes.map((n) => n.message),
    elapsedMs: report.elapsedMs,
  };
}

/** Saves `import-report-<time>.json` (owner-only) in the data folder; returns its path. */
export async function writeReportFile(dataRoot: string, report: ImportReport): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dataRoot, `import-report-${stamp}.json`);
  await writeFileAtomic(file, `${JSON.stringify(report, null, 2)}\n`, 0o600);
  return file;
}
