import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { formatWorkCode } from "@kikoeru/contract";
import { loadSharp } from "../lazy-modules.ts";
import { type CoverType, coverUrl } from "./metadata/dlsite-urls.ts";
import { HttpStatusError } from "./metadata/http-client.ts";
import type { ProviderContext } from "./metadata/types.ts";
import type { FileEntry } from "./work-files.ts";

const COVER_TYPES: readonly CoverType[] = ["main", "sam", "240x240"];
const SQUARE: Record<Exclude<CoverType, "main">, number> = { sam: 100, "240x240": 240 };
const MAIN_MAX_WIDTH = 1280;
/** Image files at the top of a work folder that serve as its cover when there is no other. */
const LOCAL_COVER_NAMES = /^(cover|folder|front|jacket)\.(jpe?g|png|webp)$/i;

/** kikoeru's cover file name: `RJ01234567_img_main.jpg`, with the work's display code. */
export const coverFileName = (id: number, type: CoverType) => `${formatWorkCode(id)}_img_${type}.jpg`;

/** Whether the covers folder holds every size of a work's cover. */
export function hasAllCovers(existing: ReadonlySet<string>, id: number): boolean {
  return COVER_TYPES.every((type) => existing.has(coverFileName(id, type)));
}

export async function listCoverFiles(dir: string): Promise<Set<string>> {
  await fs.mkdir(dir, { recursive: true });
  return new Set(await fs.readdir(dir));
}

async function writeCover(dir: string, id: number, type: CoverType, bytes: Buffer): Promise<void> {
  const file = path.join(dir, coverFileName(id, type));
  const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
}

const square = async (image: Buffer, size: number) =>
  (await loadSharp())(image).resize(size, size, { fit: "cover" }).jpeg({ quality: 85 }).toBuffer();

/** Writes all three sizes from what is at hand, making the missing ones from the largest with sharp. */
async function writeSet(dir: string, id: number, have: Partial<Record<CoverType, Buffer>>): Promise<void> {
  const largest = have.main ?? have["240x240"] ?? have.sam!;
  const sharp = await loadSharp();
  const main =
    have.main ??
    (await sharp(largest)
      .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer());
  await writeCover(dir, id, "main", main);
  for (const type of ["sam", "240x240"] as const) {
    await writeCover(dir, id, type, have[type] ?? (await square(largest, SQUARE[type])));
  }
}

/**
 * Downloads the DLsite cover sizes (main, sam, 240x240) of `sourceId` and saves them under the work's own
 * code; a size DLsite lacks is made from another. Returns "none" when DLsite has no image for the work.
 */
export async function downloadCovers(
  ctx: ProviderContext,
  id: number,
  source: { sourceId: number; noImage: boolean },
  dir: string,
): Promise<"saved" | "none"> {
  const base = ctx.settings.dlsiteImageBaseUrl;
  if (!base) return "none";
  const answers = await Promise.allSettled(
    COVER_TYPES.map((type) => ctx.http.get(coverUrl(base, source.sourceId, type), { signal: ctx.signal })),
  );
  ctx.signal?.throwIfAborted();
  const have: Partial<Record<CoverType, Buffer>> = {};
  answers.forEach((answer, i) => {
    if (answer.status === "fulfilled" && answer.value.length > 0) have[COVER_TYPES[i]!] = answer.value;
  });
  if (Object.keys(have).length === 0) {
    const failures = answers.map((a) => (a as PromiseRejectedResult).reason as Error);
    if (source.noImage || failures.every((e) => e instanceof HttpStatusError && e.status === 404))
      return "none";
    throw failures[0]!;
  }
  await writeSet(dir, id, have);
  return "saved";
}

/** The work's own cover image: the one its metadata file names, else cover.jpg, folder.png and the like. */
export function findLocalCover(files: readonly FileEntry[], named?: string): FileEntry | null {
  if (named) {
    const wanted = named.replace(/\\/g, "/").replace(/^\.\//, "").normalize("NFC");
    const file = files.find((f) => f.path === wanted && f.type === "image");
    if (file) return file;
  }
  return files.find((f) => !f.path.includes("/") && LOCAL_COVER_NAMES.test(f.path)) ?? null;
}

/** Saves the three cover sizes made from an image inside the work folder. */
export async function coverFromLocalImage(file: FileEntry, id: number, dir: string): Promise<void> {
  await coverFromImage(await fs.readFile(file.abs), id, dir);
}

/** Saves the three cover sizes made from one image (a work folder's, or a peer server's cover). */
export async function coverFromImage(image: Buffer, id: number, dir: string): Promise<void> {
  const sharp = await loadSharp();
  const main = await sharp(image)
    .rotate()
    .resize({ width: MAIN_MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 90 })
    .toBuffer();
  await writeSet(dir, id, { main });
}
