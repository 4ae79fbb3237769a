import fs from "node:fs/promises";
import path from "node:path";
import { type CoverType, formatWorkCode } from "@kikoeru/contract";
import { coversDirOf, type DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import { PathSafetyError } from "../../http/path-safety.ts";
import {
  bufferEntity,
  type Entity,
  etagOf,
  fileEntity,
  type OpenedFile,
  openInside,
  writeCacheFile,
} from "../media/index.ts";
import { squareCover } from "./cover-images.ts";

export interface CoversServiceDeps {
  config: ConfigStore;
  paths: DataPaths;
  /** The image sent when a work has no cover of the asked type. */
  placeholderFile: string;
}

/** Opens a file, or null when it is missing or refused (a cover is optional: the placeholder stands in). */
async function openOptional(root: string, name: string): Promise<OpenedFile | null> {
  try {
    return await openInside(root, name);
  } catch (error) {
    if (error instanceof PathSafetyError) return null;
    throw error;
  }
}

/**
 * Cover images `<covers>/<code>_img_<type>.jpg` (reference §4.4). A missing 240x240 is made from the main
 * cover (fitted into a white square, as DLsite's) and cached in `<cache>/covers/` per main cover version; a
 * missing 360x360 (never downloaded, but old clients may ask) is the main cover;
 * with no cover at all the bundled placeholder is sent, with status 200 as kikoeru does.
 */
export class CoversService {
  constructor(private readonly deps: CoversServiceDeps) {}

  async entity(workId: number, type: CoverType): Promise<Entity> {
    const dir = coversDirOf(this.deps.config.get(), this.deps.paths);
    const code = formatWorkCode(workId);
    const cover = await openOptional(dir, `${code}_img_${type}.jpg`);
    if (cover) return fileEntity(cover, "image/jpeg");
    if (type === "360x360") {
      const main = await openOptional(dir, `${code}_img_main.jpg`);
      if (main) return fileEntity(main, "image/jpeg");
    }
    if (type === "240x240") {
      const main = await openOptional(dir, `${code}_img_main.jpg`);
      if (main) {
        const derived = await this.derived(main, code);
        if (derived) return derived;
      }
    }
    return this.placeholder();
  }

  private async derived(main: OpenedFile, code: string): Promise<Entity | null> {
    const version = `${main.size.toString(16)}-${main.mtimeMs.toString(16)}`;
    const cacheFile = path.join(this.deps.paths.cacheDir, "covers", `${code}_img_240x240-${version}.jpg`);
    const etag = etagOf(main.size, main.mtimeMs, "-240");
    try {
      const cached = await openOptional(path.dirname(cacheFile), path.basename(cacheFile));
      if (cached) return { ...fileEntity({ ...cached, mtimeMs: main.mtimeMs }, "image/jpeg"), etag };
      const bytes = await squareCover(await main.handle.readFile()).catch(() => null);
      if (!bytes) return null;
      await writeCacheFile(cacheFile, bytes);
      return bufferEntity(bytes, { mtimeMs: main.mtimeMs, etag, contentType: "image/jpeg" });
    } finally {
      await main.handle.close();
    }
  }

  private async placeholder(): Promise<Entity> {
    const handle = await fs.open(this.deps.placeholderFile);
    const stats = await handle.stat();
    return fileEntity({ handle, size: stats.size, mtimeMs: Math.trunc(stats.mtimeMs) }, "image/jpeg");
  }
}
