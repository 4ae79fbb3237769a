import { type MessageKey, message, type Said } from "@kikoeru/contract";
import type { Generation, KikoeruTable } from "./kikoeru-source.repo.ts";

export const IMPORT_KINDS = ["works", "users", "reviews", "history", "tasks"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** The report's groups: the kinds one can choose with `--only`, and the covers that come with the works. */
export type ReportGroup = ImportKind | "covers";
const GROUPS: readonly ReportGroup[] = ["works", "covers", "users", "reviews", "history", "tasks"];
const KIND_KEYS = {
  works: "import.kindWorks",
  covers: "import.kindCovers",
  users: "import.kindUsers",
  reviews: "import.kindReviews",
  history: "import.kindHistory",
  tasks: "import.kindTasks",
} as const satisfies Record<ReportGroup, MessageKey>;
const GENERATION_KEYS = {
  upstream: "import.generationUpstream",
  number178: "import.generationNumberFork",
} as const satisfies Record<Generation, MessageKey>;

/** One row the import left out or changed on the way, and why. */
export interface ReportEntry {
  key: string;
  reason: Said;
}

/** Counts and reasons of one group: `skipped` rows were left out, `notes` arrived changed. */
export class GroupReport {
  imported = 0;
  readonly skipped: ReportEntry[] = [];
  readonly notes: ReportEntry[] = [];

  skip(key: string, reason: Said): void {
    this.skipped.push({ key, reason });
  }

  note(key: string, reason: Said): void {
    this.notes.push({ key, reason });
  }
}

/** What an import did (or, dry, would do): the source, the plan and every group's counts and reasons. */
export class ImportReport {
  readonly groups = Object.fromEntries(GROUPS.map((g) => [g, new GroupReport()])) as Record<
    ReportGroup,
    GroupReport
  >;
  readonly notes: Said[] = [];
  roots: { alias: string; target: string; exists: boolean }[] = [];
  elapsedMs = 0;

  constructor(
    readonly source: { db: string; config: string; generation: Generation },
    readonly tables: { table: KikoeruTable; count: number | null }[],
    readonly dryRun: boolean,
  ) {}

  /** True when nothing was (or would be) written. */
  unchanged(): boolean {
    return GROUPS.every((g) => this.groups[g].imported === 0);
  }

  /** The plan and the summary, one sentence a line, as the terminal shows them. */
  lines(): string[] {
    const generation = message(GENERATION_KEYS[this.source.generation]);
    const lines = [message("import.planSource", { file: this.source.db, generation })];
    for (const { table, count } of this.tables) {
      lines.push(
        count === null
          ? message("import.planNoTable", { table })
          : message("import.planTable", { table, count }),
      );
    }
    for (const root of this.roots) {
      const state = message(root.exists ? "import.planRootPresent" : "import.planRootAbsent");
      lines.push(message("import.planRoot", { alias: root.alias, target: root.target, state }));
    }
    for (const group of GROUPS) {
      const g = this.groups[group];
      const kind = message(KIND_KEYS[group]);
      lines.push(message("import.summaryKind", { kind, imported: g.imported, skipped: g.skipped.length }));
      const reasons = new Map<string, number>();
      for (const entry of [...g.skipped, ...g.notes]) {
        reasons.set(entry.reason.message, (reasons.get(entry.reason.message) ?? 0) + 1);
      }
      for (const [reason, count] of reasons) lines.push(`  ${count} × ${reason}`);
    }
    for (const note of this.notes) lines.push(note.message);
    if (this.dryRun) lines.push(message("import.summaryDryRun"));
    else if (this.unchanged()) lines.push(message("import.summaryNothing"));
    return lines;
  }

  /** The report file's content: every count and every reason with the row it concerns. */
  toJSON(): unknown {
    const groups = Object.fromEntries(
      GROUPS.map((group) => {
        const g = this.groups[group];
        const entries = (list: ReportEntry[]) => list.map((e) => ({ key: e.key, reason: e.reason.message }));
        return [
          group,
          {
            imported: g.imported,
            skipped: g.skipped.length,
            skips: entries(g.skipped),
            notes: entries(g.notes),
          },
        ];
      }),
    );
    return {
      source: this.source,
      dryRun: this.dryRun,
      tables: this.tables,
      roots: this.roots,
      groups,
      notes: this.notes.map((n) => n.message),
      elapsedMs: this.elapsedMs,
    };
  }
}
