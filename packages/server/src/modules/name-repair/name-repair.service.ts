import fs from "node:fs/promises";
import { message, parseWorkIdParam } from "@kikoeru/contract";
import type { ConfigStore } from "../../config/store.ts";
import { errors } from "../../http/errors.ts";
import { locateWork } from "../../library/work-location.ts";
import type { FileTimes, WorkMemo } from "../../library/work-summary.ts";
import type { AuditRecord } from "../audit/index.ts";
import { backwardMoves, forwardMoves, type Renamer, rollBack, runMoves } from "./disk-moves.ts";
import { absoluteOf, exists, listEntries } from "./folder-entries.ts";
import { type NamePlan, planRenames } from "./name-plan.ts";
import type { JournalRow, NameRepairRepo } from "./name-repair.repo.ts";
import { pathChanges } from "./path-changes.ts";
import { inverse, type Rename } from "./path-rewrite.ts";

/** The memo kikoeru answers: the work's memo after the rescan, with its files' durations and times. */
type Memo = WorkMemo & FileTimes;

export interface NameRepairDeps {
  repo: NameRepairRepo;
  config: ConfigStore;
  /** Re-reads the work's files and answers its memo (the scanner's per-work rescan). */
  rescan: (workId: number) => Promise<Memo>;
  audit: { record(entry: AuditRecord): Promise<void> };
  /** Moves one entry; tests replace it to stop a repair half way. */
  rename?: Renamer;
  log?: (line: string) => void;
}

/** The dry run: what would be renamed, what stops it, and whether the last repair can be undone. */
export interface RepairPlan {
  plan: { from: string; to: string; encoding: string }[];
  conflicts: NamePlan["conflicts"];
  undo: { at: number; count: number } | null;
}

const parseSteps = (row: JournalRow): Rename[] =>
  (JSON.parse(row.steps) as { from: string; name: string }[]).map((s) => ({
    from: Buffer.from(s.from, "hex"),
    name: Buffer.from(s.name, "hex"),
  }));

/**
 * Repairs garbled file and folder names below a work folder (POST /api/work/fix/gbk/{id}), never blindly:
 * a plan first, a journal before the first rename, children before their folders, then the stored paths
 * (files, play-history queues, lyric tasks) moved in the transaction that closes the journal. Undo replays
 * the journal backwards. A repair a stopped process left half done is rolled back at the next start: the
 * database still names the old paths then, so putting the old names back is the consistent end.
 */
export class NameRepairService {
  private readonly busy = new Set<number>();
  private readonly rename: Renamer;

  constructor(private readonly deps: NameRepairDeps) {
    this.rename = deps.rename ?? ((from, to) => fs.rename(from, to));
  }

  async plan(idParam: string): Promise<RepairPlan> {
    const { id, dir } = await this.locate(idParam);
    const { renames, conflicts } = planRenames(await listEntries(dir));
    const last = await this.deps.repo.latest(id);
    return {
      plan: renames.map((r) => ({ from: r.fromText, to: r.toText, encoding: r.encoding })),
      conflicts,
      undo: last?.state === "applied" ? { at: last.created_at, count: parseSteps(last).length } : null,
    };
  }

  async apply(idParam: string, actor: string): Promise<Memo> {
    const { id, dir } = await this.locate(idParam);
    return this.exclusive(id, async () => {
      const { renames, conflicts } = planRenames(await listEntries(dir));
      if (conflicts.length > 0) throw errors.nameRepairConflict(conflicts);
      if (renames.length === 0) return this.deps.rescan(id);
      const steps = renames.map((r) => ({ from: r.from.toString("hex"), name: r.name.toString("hex") }));
      const journal = await this.deps.repo.insert(id, actor, JSON.stringify(steps));
      try {
        await runMoves(dir, forwardMoves(renames), this.rename);
      } catch (error) {
        await this.deps.repo.setState(journal, "rolled_back");
        throw errors.nameRepairFailed(error instanceof Error ? error.message : String(error));
      }
      await this.deps.repo.complete(journal, id, "applied", (stored) => pathChanges(stored, id, renames));
      await this.deps.audit.record({
        actor,
        action: "names.fix",
        workId: id,
        detail: { renamed: renames.length },
      });
      return this.deps.rescan(id);
    });
  }

  async undo(idParam: string, actor: string): Promise<Memo> {
    const { id, dir } = await this.locate(idParam);
    return this.exclusive(id, async () => {
      const last = await this.deps.repo.latest(id);
      if (last?.state !== "applied") throw errors.nameRepairNoUndo();
      const steps = parseSteps(last);
      const back = inverse(steps);
      // Every repaired entry must still be where the repair left it.
      for (const step of back)
        if (!(await exists(absoluteOf(dir, step.from)))) throw errors.nameRepairChanged();
      await this.deps.repo.setState(last.id, "undoing");
      try {
        await runMoves(dir, backwardMoves(steps), this.rename);
      } catch (error) {
        await this.deps.repo.setState(last.id, "applied");
        throw errors.nameRepairFailed(error instanceof Error ? error.message : String(error));
      }
      await this.deps.repo.complete(last.id, id, "undone", (stored) => pathChanges(stored, id, back));
      await this.deps.audit.record({
        actor,
        action: "names.undo",
        workId: id,
        detail: { restored: steps.length },
      });
      return this.deps.rescan(id);
    });
  }

  /** At start: puts back the old names of repairs (or undos) a stopped process left half done. */
  async recover(): Promise<number> {
    let recovered = 0;
    for (const row of await this.deps.repo.unfinished()) {
      try {
        const { dir } = await this.locate(String(row.work_id));
        const steps = parseSteps(row);
        await rollBack(dir, steps, this.rename);
        if (row.state === "undoing") {
          await this.deps.repo.complete(row.id, row.work_id, "undone", (s) =>
            pathChanges(s, row.work_id, inverse(steps)),
          );
          await this.deps.rescan(row.work_id).catch(() => undefined);
        } else await this.deps.repo.setState(row.id, "rolled_back");
        this.deps.log?.(message("nameRepair.recovered", { id: row.work_id }));
        recovered++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.deps.log?.(message("nameRepair.recoverFailed", { id: row.work_id, reason }));
      }
    }
    return recovered;
  }

  private async locate(idParam: string): Promise<{ id: number; dir: Buffer }> {
    const id = parseWorkIdParam(idParam);
    if (id === null) throw errors.scanWorkIdInvalid();
    const work = await this.deps.repo.findWork(id);
    if (!work) throw errors.scanWorkNotFound();
    const folder = await locateWork(this.deps.config.get().rootFolders, { ...work, id });
    if (!folder) throw errors.workFolderMissing();
    return { id, dir: folder.abs };
  }

  /** One repair or undo of a work at a time, in this process and (through the journal) in any other. */
  private async exclusive<T>(id: number, run: () => Promise<T>): Promise<T> {
    if (this.busy.has(id)) throw errors.nameRepairBusy();
    this.busy.add(id);
    try {
      const last = await this.deps.repo.latest(id);
      if (last?.state === "applying" || last?.state === "undoing") throw errors.nameRepairBusy();
      return await run();
    } finally {
      this.busy.delete(id);
    }
  }
}
