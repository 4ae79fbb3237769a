import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { HeldTask } from "./protocol-client.ts";

/**
 * The task this worker holds, saved as `task.json` in its state folder the moment it is acquired (as kikoeru's
 * worker does), so that a worker killed half-way resumes the same task with the same secret when it restarts.
 * Written to a temporary name and renamed, so a crash never leaves half a file.
 */
export class TaskFile {
  readonly file: string;
  constructor(stateDir: string) {
    this.file = path.join(stateDir, "task.json");
  }

  async load(): Promise<HeldTask | null> {
    let text: string;
    try {
      text = await readFile(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const task = JSON.parse(text) as Partial<HeldTask>;
      if (
        typeof task.id === "number" &&
        typeof task.secret === "string" &&
        typeof task.audio_ext === "string"
      ) {
        return { id: task.id, secret: task.secret, audio_ext: task.audio_ext };
      }
    } catch {
      // A file that does not parse holds no task worth resuming.
    }
    return null;
  }

  async save(task: HeldTask): Promise<void> {
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, JSON.stringify(task));
    await rename(temporary, this.file);
  }

  async clear(): Promise<void> {
    await rm(this.file, { force: true });
  }
}
