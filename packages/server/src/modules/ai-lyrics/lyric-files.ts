import fs from "node:fs/promises";
import path from "node:path";
import type { DataPaths } from "../../config/data-dir.ts";

/**
 * Where the text of AI lyric task `id` lives: `<data>/lyrics/<id>.lrc`, UTF-8, as kikoeru's
 * `<lyricFolderDir>/<id>.lrc` (reference §2.4). Whoever finishes or deletes a task writes or removes it.
 */
export function aiLyricFileOf(paths: DataPaths, id: number): string {
  return path.join(paths.root, "lyrics", `${id}.lrc`);
}

/** The same lyric as WebVTT, with start and end times: `<data>/lyrics/<id>.vtt`. */
export function aiVttFileOf(paths: DataPaths, id: number): string {
  return path.join(paths.root, "lyrics", `${id}.vtt`);
}

/** How long the last line of an LRC lasts when a VTT is derived from it (LRC has no end times). */
const LAST_LINE_MS = 5_000;
const LRC_LINE = /^\[(\d+):(\d{1,2}(?:\.\d{1,3})?)\](.*)$/;

function vttTime(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}

/** A WebVTT text from an LRC one: each line ends where the next begins, the last after 5 s. */
export function vttFromLrc(lrc: string): string {
  const lines = lrc
    .split(/\r?\n/)
    .map((line) => LRC_LINE.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ start: (Number(match[1]) * 60 + Number(match[2])) * 1000, text: match[3]!.trim() }))
    .filter((line) => line.text !== "")
    .sort((a, b) => a.start - b.start);
  const cues = lines.map((line, i) => {
    const end = lines[i + 1]?.start ?? line.start + LAST_LINE_MS;
    return `${vttTime(line.start)} --> ${vttTime(Math.max(end, line.start))}\n${line.text}`;
  });
  return `${["WEBVTT", ...cues].join("\n\n")}\n`;
}

/** The stored lyric files of finished AI lyric tasks. */
export class LyricFiles {
  constructor(private readonly paths: DataPaths) {}

  /** Writes a task's LRC and VTT (each through a temporary file, so a reader never sees half a lyric). */
  async write(id: number, lrc: string, vtt: string): Promise<void> {
    for (const [file, text] of [
      [aiLyricFileOf(this.paths, id), lrc],
      [aiVttFileOf(this.paths, id), vtt],
    ] as const) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, text, "utf8");
      await fs.rename(temporary, file);
    }
  }

  /** The LRC text; undefined when the file is missing. */
  async readLrc(id: number): Promise<string | undefined> {
    return fs.readFile(aiLyricFileOf(this.paths, id), "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
  }

  async remove(ids: number[]): Promise<void> {
    for (const id of ids) {
      await fs.rm(aiLyricFileOf(this.paths, id), { force: true });
      await fs.rm(aiVttFileOf(this.paths, id), { force: true });
    }
  }
}
