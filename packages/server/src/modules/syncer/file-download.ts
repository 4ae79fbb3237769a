import { createHash } from "node:crypto";
import { createReadStream, writeSync } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { message } from "@kikoeru/contract";
import type { Bandwidth } from "./bandwidth.ts";
import { DownloadConnectionError, type DownloadResponse } from "./download-client.ts";
import { HttpParseError } from "./http-response-parser.ts";
import { RemoteError, type RemoteServer, statusError } from "./remote-server.ts";
import type { RemoteFile } from "./remote-tree.ts";
import { FILE_MODE, partialNames } from "./safe-path.ts";

/** The remote sent more or fewer bytes than the file's size: final, the partial file is removed. */
class SizeMismatchError extends RemoteError {
  constructor(file: RemoteFile, actual: number) {
    super(message("syncer.sizeMismatch", { expected: file.size, actual, path: file.relativePath }), false);
  }
}

class DigestMismatchError extends RemoteError {
  constructor(file: RemoteFile) {
    super(message("syncer.digestMismatch", { path: file.relativePath }), false);
  }
}

export interface DownloadDeps {
  remote: RemoteServer;
  bandwidth: Bandwidth;
  signal: AbortSignal;
  /** How many bytes of this file are on disk now (partial files included). */
  at(bytes: number): void;
}

/** What the partial file was downloaded from: a resume asks for the same version (If-Range) of the same URL. */
interface Validator {
  url: string;
  size: number;
  etag: string | null;
  lastModified: string | null;
}

async function readValidator(file: string): Promise<Validator | null> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as Validator;
  } catch {
    return null;
  }
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).size;
  } catch {
    return 0;
  }
}

const header = (response: DownloadResponse, name: string) => {
  const value = response.headers[name];
  return typeof value === "string" ? value : null;
};

async function discard(names: { part: string; meta: string }): Promise<void> {
  await fs.rm(names.part, { force: true });
  await fs.rm(names.meta, { force: true });
}

/**
 * Where this attempt starts: the partial file's length when the remote answers 206 for the same version
 * (`Range` + `If-Range`), 0 when it answers 200 (the whole body again). Other answers throw.
 */
function startOf(file: RemoteFile, have: number, response: DownloadResponse): number {
  if (response.statusCode === 206 && have > 0) {
    const range = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(header(response, "content-range") ?? "");
    if (range && range[2] !== "*" && Number(range[2]) !== file.size)
      throw new SizeMismatchError(file, Number(range[2]));
    if (range && Number(range[1]) === have) return have;
    throw new RemoteError(message("syncer.remoteStatus", { status: 206, url: file.relativePath }), true);
  }
  if (response.statusCode === 200) {
    const length = header(response, "content-length");
    if (length !== null && Number(length) !== file.size) throw new SizeMismatchError(file, Number(length));
    return 0;
  }
  throw statusError(file.url, response);
}

async function attempt(file: RemoteFile, names: { part: string; meta: string }, deps: DownloadDeps) {
  const validator = await readValidator(names.meta);
  const same = validator?.url === file.url && validator.size === file.size;
  let have = same ? await sizeOf(names.part) : 0;
  if (have > file.size) have = 0;
  deps.at(have);
  if (same && have === file.size) return;
  if (file.size === 0) {
    await fs.writeFile(names.part, "");
    return;
  }
  const headers: Record<string, string> = {};
  if (have > 0) {
    headers.range = `bytes=${have}-`;
    const tag =
      validator?.etag && !validator.etag.startsWith("W/") ? validator.etag : validator?.lastModified;
    if (tag) headers["if-range"] = tag;
  }
  const response = await deps.remote.download(file.url, { headers, signal: deps.signal });
  let start: number;
  try {
    start = startOf(file, have, response);
  } catch (error) {
    await response.body.dump();
    // A 416 or a range that starts elsewhere: the partial file no longer fits the remote file.
    if (response.statusCode === 416 || response.statusCode === 206) await discard(names);
    throw error;
  }
  const fresh: Validator = {
    url: file.url,
    size: file.size,
    etag: header(response, "etag"),
    lastModified: header(response, "last-modified"),
  };
  let out: FileHandle;
  try {
    await fs.writeFile(names.meta, JSON.stringify(fresh));
    out = await fs.open(names.part, start > 0 ? "a" : "w");
  } catch (error) {
    await response.body.dump();
    throw error;
  }
  deps.at(start);
  let written = start;
  // Each read goes to the file at once, from the connection's buffer (it is reused by the next read): no
  // copy, no buffer kept, and a stop leaves every byte received on disk. The writes block this thread only.
  try {
    await response.read((bytes) => {
      written += bytes.length;
      if (written > file.size) throw new SizeMismatchError(file, written);
      writeAll(out.fd, bytes);
      deps.at(written);
      return deps.bandwidth.take(bytes.length);
    });
  } catch (error) {
    const network = error instanceof DownloadConnectionError || error instanceof HttpParseError;
    throw network ? deps.remote.unreachable(file.url, error, deps.signal) : error;
  } finally {
    await out.close();
  }
  if (written !== file.size) throw new SizeMismatchError(file, written);
  // A read is up to a connection buffer (1 MiB) whose debt is paid before the next read: the last one's is
  // paid here, so a download under a cap never ends ahead of it.
  const debt = deps.bandwidth.take(0);
  if (debt > 0) await sleep(debt, undefined, { signal: deps.signal });
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset);
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Downloads one file to `final`: into a hidden partial file beside it with its validator, resumed across
 * attempts, stops and restarts, retried with back-off; verified (size, and SHA-256 when offered) before it
 * is renamed into place, so a final file is always complete. A file that fails verification is removed.
 */
export async function downloadFile(file: RemoteFile, final: string, deps: DownloadDeps): Promise<void> {
  const names = partialNames(final);
  try {
    await deps.remote.retrying(deps.signal, () => attempt(file, names, deps));
    const size = await sizeOf(names.part);
    if (size !== file.size) throw new SizeMismatchError(file, size);
    if (file.sha256 && (await sha256Of(names.part)) !== file.sha256.toLowerCase())
      throw new DigestMismatchError(file);
  } catch (error) {
    if (error instanceof SizeMismatchError || error instanceof DigestMismatchError) await discard(names);
    throw error;
  }
  await fs.chmod(names.part, FILE_MODE);
  await fs.rename(names.part, final);
  await fs.rm(names.meta, { force: true });
}
