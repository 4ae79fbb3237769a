import { decodeText } from "../../library/text-encoding.ts";
import { bufferEntity, type Entity, etagOf } from "./send.ts";
import type { OpenedFile } from "./work-files.ts";

/** Larger text files are sent as they are: they are not lyrics or readmes, and converting means buffering. */
export const MAX_CONVERTED_TEXT_BYTES = 16 * 1024 * 1024;

/**
 * A text file (.txt .lrc .srt .vtt .ass) as UTF-8, whatever it was written in (UTF-8/UTF-16 with or without
 * BOM, Shift_JIS, GBK, Big5), so players and browsers show it right: `contentType` (text/plain, text/vtt)
 * with `charset=utf-8`. Closes the file.
 */
export async function utf8TextEntity(
  opened: OpenedFile,
  contentType: string,
  disposition: string,
): Promise<Entity> {
  const text = await readText(opened);
  return bufferEntity(Buffer.from(text, "utf8"), {
    mtimeMs: opened.mtimeMs,
    etag: etagOf(opened.size, opened.mtimeMs, "-utf8"),
    contentType: `${contentType}; charset=utf-8`,
    disposition,
  });
}

/** The text of a file, whatever it was written in (see {@link utf8TextEntity}). Closes the file. */
export async function readText(opened: OpenedFile): Promise<string> {
  try {
    return decodeText(await opened.handle.readFile()).text;
  } finally {
    await opened.handle.close();
  }
}
