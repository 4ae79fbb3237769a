import type { FileHandle } from "node:fs/promises";
import type { OutgoingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errors } from "../../http/errors.ts";
import { copyFileRange } from "./file-body.ts";
import { parseRange } from "./range.ts";
import type { OpenedFile } from "./work-files.ts";

/** A body the media routes send with validators, conditional requests and byte ranges. */
export interface Entity {
  size: number;
  mtimeMs: number;
  etag: string;
  contentType: string;
  /** Content-Disposition, when the name matters (downloads, inline names). */
  disposition?: string;
  /** Bytes `start` to `end` inclusive; takes over releasing the entity. */
  body(start: number, end: number): Readable | Buffer;
  /** The open file behind `body`, when there is one: sent without a stream where no encoding can apply. */
  file?: FileHandle;
  /** Frees what the entity holds when no body is sent. */
  release(): Promise<void>;
}

/** Validator of a file version: weak, since it is made of size and mtime rather than content. */
export function etagOf(size: number, mtimeMs: number, variant = ""): string {
  return `W/"${size.toString(16)}-${Math.trunc(mtimeMs).toString(16)}${variant}"`;
}

/** An open file as an entity; the file is closed once sent (or released). */
export function fileEntity(
  opened: Pick<OpenedFile, "handle" | "size" | "mtimeMs">,
  contentType: string,
  disposition?: string,
): Entity {
  return {
    size: opened.size,
    mtimeMs: opened.mtimeMs,
    etag: etagOf(opened.size, opened.mtimeMs),
    contentType,
    ...(disposition ? { disposition } : {}),
    body: (start, end) => opened.handle.createReadStream({ start, end, autoClose: true }),
    file: opened.handle,
    release: () => opened.handle.close(),
  };
}

export function bufferEntity(bytes: Buffer, fields: Omit<Entity, "size" | "body" | "release">): Entity {
  return {
    ...fields,
    size: bytes.length,
    body: (start, end) => bytes.subarray(start, end + 1),
    release: async () => undefined,
  };
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether an If-None-Match header names the entity tag (weak comparison, `*` for any). */
export function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => stripWeak(tag) === stripWeak(etag));
}

/** Not modified: If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2). */
function isNotModified(request: FastifyRequest, entity: Entity): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch) return matchesEtag(noneMatch, entity.etag);
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(entity.mtimeMs / 1000) * 1000 <= since;
}

/** If-Range: the range applies only while the client's copy is the current one. */
function rangeStillApplies(request: FastifyRequest, entity: Entity): boolean {
  const header = request.headers["if-range"];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.includes('"')) return stripWeak(ifRange) === stripWeak(entity.etag);
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(entity.mtimeMs / 1000) * 1000 <= date;
}

/** Types stored compressed already: mime-db marks none compressible, so @fastify/compress leaves them alone. */
const COMPRESSED_TYPE = /^(audio|video)\/|^image\/(jpeg|png|gif|webp)$|^application\/pdf$/;

/** Whether @fastify/compress may encode the answer: never a 206, a compressed type, or for a client that accepts no encoding. */
function mayBeEncoded(request: FastifyRequest, entity: Entity, partial: boolean): boolean {
  if (partial || COMPRESSED_TYPE.test(entity.contentType)) return false;
  const accepted = request.headers["accept-encoding"]?.trim();
  return accepted !== undefined && accepted !== "" && accepted !== "identity";
}

/**
 * Sends a file's bytes past Fastify's reply (its onSend hooks would only be the encoder, which cannot apply
 * here), through reused buffers: see `copyFileRange`.
 */
async function sendFile(reply: FastifyReply, file: FileHandle, start: number, end: number): Promise<void> {
  reply.hijack();
  // Fastify's header values are those a ServerResponse takes; its type only adds numbers for `accept`.
  reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
  await copyFileRange(file, start, end, reply.raw, (error) =>
    reply.log.warn({ err: error }, "file body cut short"),
  );
}

/** Sends an entity: 304 when the client's copy is current, 206/416 for ranges, 200 otherwise. */
export async function sendEntity(request: FastifyRequest, reply: FastifyReply, entity: Entity) {
  reply.header("Accept-Ranges", "bytes");
  reply.header("ETag", entity.etag);
  reply.header("Last-Modified", new Date(entity.mtimeMs).toUTCString());
  reply.header("Cache-Control", "public, max-age=0");
  reply.header("X-Content-Type-Options", "nosniff");
  if (isNotModified(request, entity)) {
    await entity.release();
    return reply.status(304).send();
  }
  const range = rangeStillApplies(request, entity)
    ? parseRange(request.headers.range, entity.size)
    : ({ kind: "whole" } as const);
  if (range.kind === "unsatisfiable") {
    await entity.release();
    reply.header("Content-Range", `bytes */${entity.size}`);
    throw errors.rangeNotSatisfiable();
  }
  const [start, end] = range.kind === "part" ? [range.start, range.end] : [0, entity.size - 1];
  reply.type(entity.contentType);
  if (entity.disposition) reply.header("Content-Disposition", entity.disposition);
  if (range.kind === "part") {
    reply.status(206).header("Content-Range", `bytes ${start}-${end}/${entity.size}`);
  }
  reply.header("Content-Length", String(end - start + 1));
  if (request.method === "HEAD" || end < start) {
    await entity.release();
    return reply.send();
  }
  if (entity.file && !mayBeEncoded(request, entity, range.kind === "part")) {
    return sendFile(reply, entity.file, start, end);
  }
  return reply.send(entity.body(start, end));
}
