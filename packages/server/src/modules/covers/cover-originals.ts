import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { EditableCoverType } from "@kikoeru/contract";

/** The cover files an edit of each type replaces: a new main cover also means a new 240×240. */
const FILES_OF_TYPE: Record<EditableCoverType, readonly string[]> = {
  main: ["main", "240x240"],
  sam: ["sam"],
};

const exists = (file: string) =>
  fs.lstat(file).then(
    () => true,
    () => false,
  );

/** Writes `bytes` (or a copy of `source`) to `file` through a temporary file and a rename. */
export async function replaceFile(file: string, content: { bytes: Buffer } | { source: string }) {
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    if ("bytes" in content) await fs.writeFile(temp, content.bytes, { flag: "wx" });
    else await fs.copyFile(content.source, temp, constants.COPYFILE_EXCL);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * The covers as they were before the first edit, in `<covers>/originals/`: `<code>_img_<size>.jpg` is a
 * byte-for-byte copy, `<code>_img_<size>.none` says there was no such file. Later edits never touch them,
 * so a recover always goes back to what the scanner or DLsite gave.
 */
export class CoverOriginals {
  constructor(private readonly coversDir: string) {}

  private get dir() {
    return path.join(this.coversDir, "originals");
  }

  private copyOf = (name: string) => path.join(this.dir, `${name}.jpg`);
  private absentMark = (name: string) => path.join(this.dir, `${name}.none`);

  async has(code: string, type: EditableCoverType): Promise<boolean> {
    const first = `${code}_img_${FILES_OF_TYPE[type][0]}`;
    return (await exists(this.copyOf(first))) || exists(this.absentMark(first));
  }

  /** Keeps the current files of `type` unless an original is kept already. */
  async keep(code: string, type: EditableCoverType): Promise<void> {
    if (await this.has(code, type)) return;
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    for (const size of FILES_OF_TYPE[type]) {
      const name = `${code}_img_${size}`;
      const current = path.join(this.coversDir, `${name}.jpg`);
      if (await exists(current)) await replaceFile(this.copyOf(name), { source: current });
      else await fs.writeFile(this.absentMark(name), "", { flag: "w" });
    }
  }

  /** Puts the kept files of `type` back (removing a cover there was none of) and forgets them. */
  async restore(code: string, type: EditableCoverType): Promise<void> {
    for (const size of FILES_OF_TYPE[type]) {
      const name = `${code}_img_${size}`;
      const current = path.join(this.coversDir, `${name}.jpg`);
      if (await exists(this.copyOf(name))) {
        await replaceFile(current, { source: this.copyOf(name) });
        await fs.rm(this.copyOf(name));
      } else if (await exists(this.absentMark(name))) {
        await fs.rm(current, { force: true });
        await fs.rm(this.absentMark(name));
      }
    }
  }
}
