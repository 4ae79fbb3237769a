import { decodeText } from "../../library/text-encoding.ts";
import { bufferEntity, type Entity, etagOf } from "./send.ts";
import type { OpenedFile } from "./work-files.ts";

/** Larger text files are sent as they are: they are not lyrics or readmes, and converting means buffering. */
export const MAX_CONVERTED_TEXT_BYTES = 16 * 1024 * 1024;

/**
 * A text file (.txt .lrc .srt .vtt .ass) as UTF-8, whatever it was written in (UTF-8/UTF-16 with or without
 * BOM, Shift_JIS, GBK, Big5), so players and browsers show it right. Closes the file.
 */
export async function utf8TextEntity(opened: OpenedFile, disposition: string): Promise<Entity> {
  let bytes: Buffer;
  try {
    bytes = await opened.handle.readFile();
  } finally {
    await opened.handle.close();
  }
  const { text } = decodeText(bytes);
  return bufferEntity(Buffer.from(text, "utf8"), {
    mtimeMs: opened.mtimeMs,
    etag: etagOf(opened.size, opened.mtimeMs, "-utf8"),
    contentType: "text/plain; charset=utf-8",
    disposition,
  });
}
