import fs from "node:fs/promises";
import path from "node:path";
import { type CoverEditResponse, type EditableCoverType, formatWorkCode, message } from "@kikoeru/contract";
import { coversDirOf, type DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import { errors } from "../../http/errors.ts";
import type { AuditLog } from "../audit/index.ts";
import type { CoverEditsRepo } from "./cover-edits.repo.ts";
import { checkUpload, encodeCover, squareCover } from "./cover-images.ts";
import { CoverOriginals, replaceFile } from "./cover-originals.ts";

export interface CoverEditsDeps {
  config: ConfigStore;
  paths: DataPaths;
  repo: CoverEditsRepo;
  audit: AuditLog;
}

/**
 * Cover edits (issue #14 item 2): an upload replaces a work's `main` or `sam` cover with the image re-encoded
 * (and a new 240×240 for `main`), keeping the first original so that recover puts back the very same bytes.
 * An edited cover is a locked field: scans no longer fetch covers for the work until every original is back.
 */
export class CoverEditsService {
  /** Edits of one work run one after the other, so two uploads cannot both take the "first original". */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: CoverEditsDeps) {}

  upload(workId: number, type: EditableCoverType, bytes: Buffer, actor: string): Promise<CoverEditResponse> {
    return this.serial(workId, async () => {
      await this.requireWork(workId);
      await checkUpload(bytes);
      const cover = await encodeCover(bytes, type);
      const square = type === "main" ? await squareCover(cover) : null;
      const { dir, code, originals } = this.place(workId);
      await originals.keep(code, type);
      await replaceFile(path.join(dir, `${code}_img_${type}.jpg`), { bytes: cover });
      if (square) await replaceFile(path.join(dir, `${code}_img_240x240.jpg`), { bytes: square });
      await this.deps.repo.setCoverLocked(workId, true);
      await this.deps.audit.record({
        actor,
        action: "cover.upload",
        workId,
        detail: { type, bytes: bytes.length, stored: cover.length },
      });
      return { success: true, message: message("covers.updated") };
    });
  }

  recover(workId: number, type: EditableCoverType, actor: string): Promise<CoverEditResponse> {
    return this.serial(workId, async () => {
      await this.requireWork(workId);
      const { code, originals } = this.place(workId);
      if (!(await originals.has(code, type))) {
        return { success: false, message: message("covers.noOriginal"), code: "COVER_ORIGINAL_MISSING" };
      }
      await originals.restore(code, type);
      const stillEdited = (await originals.has(code, "main")) || (await originals.has(code, "sam"));
      if (!stillEdited) await this.deps.repo.setCoverLocked(workId, false);
      await this.deps.audit.record({ actor, action: "cover.recover", workId, detail: { type } });
      return { success: true, message: message("covers.recovered") };
    });
  }

  private place(workId: number) {
    const dir = coversDirOf(this.deps.config.get(), this.deps.paths);
    return { dir, code: formatWorkCode(workId), originals: new CoverOriginals(dir) };
  }

  private async requireWork(workId: number): Promise<void> {
    if (!(await this.deps.repo.workExists(workId))) throw errors.workNotFound(String(workId));
    await fs.mkdir(coversDirOf(this.deps.config.get(), this.deps.paths), { recursive: true });
  }

  private async serial<T>(workId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(workId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    this.queues.set(workId, tail);
    try {
      return await run;
    } finally {
      if (this.queues.get(workId) === tail) this.queues.delete(workId);
    }
  }
}
