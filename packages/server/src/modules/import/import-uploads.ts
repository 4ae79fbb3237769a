import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { MAX_IMPORT_CONFIG_BYTES, MAX_IMPORT_DB_BYTES } from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";

/** One file part of an upload, as the route hands it over (the stream errors when it passes the size limit). */
export interface UploadPart {
  field: string;
  file: Readable;
}

const ID = /^[0-9a-f]{32}$/;
/** Laid out as a kikoeru program folder, so its config's relative folders resolve inside the upload. */
const DB_FILE = path.join("sqlite", "db.sqlite3");
const CONFIG_FILE = path.join("config", "config.json");

/**
 * Uploaded kikoeru databases and configs, kept in the data folder's cache (`cache/import-uploads/<id>/`,
 * owner-only) until their import ends. Only the latest upload is kept: a new one removes the others unless an
 * import is reading them.
 */
export class ImportUploads {
  constructor(private readonly dir: string) {}

  /** Removes what a stopped server left behind (call at start). */
  async clear(): Promise<void> {
    await fs.rm(this.dir, { recursive: true, force: true });
  }

  /** Stores the `db` and `config` parts; refuses a missing part, an unknown one or a file over its limit. */
  async save(parts: AsyncIterable<UploadPart>, keep: string | null): Promise<string> {
    const id = crypto.randomBytes(16).toString("hex");
    const target = path.join(this.dir, id);
    const wanted: Record<string, string> = { db: DB_FILE, config: CONFIG_FILE };
    const seen = new Set<string>();
    try {
      for await (const part of parts) {
        const relative = wanted[part.field];
        if (!relative || seen.has(part.field)) throw errors.importUploadInvalid();
        seen.add(part.field);
        const file = path.join(target, relative);
        await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await pipeline(part.file, (await fs.open(file, "w", 0o600)).createWriteStream());
      }
      if (seen.size !== 2) throw errors.importUploadInvalid();
      if ((await fs.stat(path.join(target, CONFIG_FILE))).size > MAX_IMPORT_CONFIG_BYTES) throw tooLarge();
    } catch (error) {
      await fs.rm(target, { recursive: true, force: true });
      const code = (error as { code?: unknown }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
      // Multipart's own refusals (too many parts or fields, a malformed body) are a bad upload like any other.
      if (typeof code === "string" && code.startsWith("FST_")) throw errors.importUploadInvalid();
      throw error;
    }
    await this.removeOthers([id, keep]);
    return id;
  }

  /** The files of an upload; an id that is malformed or gone is refused. */
  async files(id: string): Promise<{ db: string; config: string }> {
    if (!ID.test(id)) throw errors.importUploadNotFound();
    const folder = path.join(this.dir, id);
    const db = path.join(folder, DB_FILE);
    try {
      await fs.access(db);
    } catch {
      throw errors.importUploadNotFound();
    }
    return { db, config: path.join(folder, CONFIG_FILE) };
  }

  async remove(id: string): Promise<void> {
    if (ID.test(id)) await fs.rm(path.join(this.dir, id), { recursive: true, force: true });
  }

  private async removeOthers(keep: (string | null)[]): Promise<void> {
    const entries = await fs.readdir(this.dir).catch(() => [] as string[]);
    for (const entry of entries) if (!keep.includes(entry)) await this.remove(entry);
  }
}

function tooLarge() {
  return errors.importUploadTooLarge(MAX_IMPORT_DB_BYTES / 1024 / 1024, MAX_IMPORT_CONFIG_BYTES / 1024);
}
