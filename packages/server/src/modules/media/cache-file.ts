import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes a generated file (thumbnail, derived cover) into the cache so readers never see it half-written;
 * concurrent writers of the same file each rename a complete copy into place.
 */
export async function writeCacheFile(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
