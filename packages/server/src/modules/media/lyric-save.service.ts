import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { message, type SaveLrcBody, type SaveLrcResponse } from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import { PathSafetyError, resolveInside } from "../../http/path-safety.ts";
import type { AuditLog } from "../audit/index.ts";
import type { TracksService } from "../tracks/index.ts";
import { formatWebVtt } from "./webvtt.ts";
import type { WorkFiles } from "./work-files.ts";

export interface LyricSaveDeps {
  tracks: TracksService;
  files: WorkFiles;
  audit: AuditLog;
  /** Re-reads the work's files, so its file rows, track tree and lyric status include the new file. */
  refreshFiles: (workId: number) => Promise<unknown>;
}

const MAX_NAME_BYTES = 255;
const WEBVTT_SIGNATURE = /^(\uFEFF)?WEBVTT(\s|$)/;
// Saved lyrics are library files others (a media server, a file share) read: rw-r--r-- whatever the umask.
const LYRIC_MODE = 0o644;

/** The path's segments, or a refusal: relative, `/`-separated, no `.`/`..`/empty segment, no control or `\`. */
function segmentsOf(writePath: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (writePath.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(writePath)) throw errors.lyricPathInvalid();
  const segments = writePath.split("/");
  const name = segments.at(-1) ?? "";
  const bad = (segment: string) => segment === "" || segment === "." || segment === "..";
  if (segments.some(bad) || !/^.+\.vtt$/i.test(name) || /^\.vtt$/i.test(name))
    throw errors.lyricPathInvalid();
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES))
    throw errors.lyricPathInvalid();
  return segments;
}

/** The real folder the lyric goes into: an existing folder inside the work folder. */
async function folderOf(workDir: Buffer, folder: string): Promise<Buffer> {
  if (!folder) return workDir;
  let real: Buffer;
  try {
    real = await resolveInside(workDir, folder);
  } catch (error) {
    if (error instanceof PathSafetyError && error.reason === "missing")
      throw errors.lyricFolderMissing(folder);
    if (error instanceof PathSafetyError) throw errors.lyricPathInvalid();
    throw error;
  }
  if (!(await fs.stat(real)).isDirectory()) throw errors.lyricFolderMissing(folder);
  return real;
}

/** Whether `target` may be written: nothing there, or a regular WebVTT file (a lyric saved before). */
async function checkTarget(target: Buffer, writePath: string): Promise<void> {
  const stats = await fs.lstat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (!stats) return;
  if (!stats.isFile()) throw errors.lyricTargetNotLyric(writePath);
  const handle = await fs.open(target, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    if (!WEBVTT_SIGNATURE.test(buffer.subarray(0, bytesRead).toString("utf8"))) {
      throw errors.lyricTargetNotLyric(writePath);
    }
  } finally {
    await handle.close();
  }
}

/** Writes through a temporary file in the same folder, flushed, then renamed over the target. */
async function writeAtomically(folder: Buffer, name: string, text: string): Promise<void> {
  const temp = Buffer.concat([folder, Buffer.from(`/.${name}.${randomBytes(6).toString("hex")}.tmp`)]);
  const target = Buffer.concat([folder, Buffer.from(`/${name}`)]);
  try {
    const handle = await fs.open(temp, "wx", LYRIC_MODE);
    try {
      await handle.writeFile(text, "utf8");
      await handle.chmod(LYRIC_MODE);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * save-lrc (issue #14 item 5): the lyric sync helper's lines saved as a WebVTT file inside the work folder,
 * never outside it and never over a file that is not a lyric; then the work's files are re-read so the
 * track tree, lyric matching and lyric status see it.
 */
export class LyricSaveService {
  constructor(private readonly deps: LyricSaveDeps) {}

  async save(workId: number, body: SaveLrcBody, actor: string): Promise<SaveLrcResponse> {
    const segments = segmentsOf(body.writePath);
    const { work } = await this.deps.tracks.listing(workId);
    const workDir = await this.deps.files.workDir(work);
    const folder = await folderOf(workDir, segments.slice(0, -1).join("/"));
    const name = segments.at(-1)!;
    await checkTarget(Buffer.concat([folder, Buffer.from(`/${name}`)]), body.writePath);
    await writeAtomically(folder, name, formatWebVtt(body.lrc));
    await this.deps.refreshFiles(workId);
    await this.deps.audit.record({
      actor,
      action: "lyrics.save",
      workId,
      detail: { path: body.writePath, lines: body.lrc.length },
    });
    return { result: true, message: message("lyrics.saved", { path: body.writePath }), path: body.writePath };
  }
}
