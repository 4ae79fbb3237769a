import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AppError, errors } from "../../http/errors.ts";
import { loadSharp } from "../../lazy-modules.ts";
import { Limiter } from "../../library/pool.ts";
import { writeCacheFile } from "./cache-file.ts";
import { bufferEntity, type Entity, etagOf, fileEntity } from "./send.ts";
import type { OpenedFile } from "./work-files.ts";

/** Image extensions small-img accepts; BMP only if the installed libvips can read it. */
export const THUMBNAIL_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".gif", ".bmp"]);
/** Formats decoded by content, never by name: an SVG or TIFF renamed .jpg is refused. */
const DECODABLE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "bmp"]);
/** Thumbnails fit in this square (JPEG, never enlarged): sharp on 2× screens at kikoeru's 64 px. */
export const THUMBNAIL_SIZE = 128;
const MAX_SOURCE_BYTES = 64 * 1024 * 1024;
const MAX_SOURCE_PIXELS = 100_000_000;
/**
 * Thumbnails rendered at once; the others wait their turn. Each render holds its source (up to 64 MB) and a
 * decoded image, so this bounds what a burst of requests for huge images adds to the server's memory.
 */
const RENDERS_AT_ONCE = 2;
/** Part of the cache key: bump it when the rendering changes so old thumbnails are not reused. */
const RENDERING = "v1";

export const unsupportedImage = errors.imageUnsupported;

/**
 * Renders image bytes into a thumbnail JPEG; 415 when the bytes are not an image this build can decode, 422
 * when it has more than MAX_SOURCE_PIXELS pixels.
 */
async function renderThumbnail(bytes: Buffer, ext: string): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    // The header alone, read without the pixel limit (which would make it throw) so that an image too large
    // to decode, such as a decompression bomb, is refused by name before any of it is decoded.
    const { format, width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!DECODABLE_FORMATS.has(format ?? "")) throw unsupportedImage(ext);
    if (width * height > MAX_SOURCE_PIXELS) {
      throw errors.imageTooLarge(width, height, MAX_SOURCE_PIXELS);
    }
    return await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupportedImage(ext);
  }
}

/**
 * Image thumbnails for `/api/media/small-img`, cached in `<cache>/thumbnails/` under a key made of the real
 * path, size and mtime of the source, so an edited image gets a new thumbnail and an unchanged one is reused.
 */
export class Thumbnails {
  private readonly renders = new Limiter(RENDERS_AT_ONCE);

  constructor(private readonly dir: string) {}

  cacheFileOf(source: OpenedFile): string {
    const key = createHash("sha256")
      .update(source.realPath)
      .update(`\0${source.size}\0${source.mtimeMs}\0${RENDERING}`)
      .digest("hex");
    return path.join(this.dir, key.slice(0, 2), `${key}.jpg`);
  }

  /** The thumbnail of an opened image, from the cache or rendered now; closes the source. */
  async entity(source: OpenedFile, ext: string): Promise<Entity> {
    const cacheFile = this.cacheFileOf(source);
    const etag = etagOf(source.size, source.mtimeMs, `-t${THUMBNAIL_SIZE}`);
    const cached = async (): Promise<Entity | null> => {
      const handle = await fs.open(cacheFile).catch(() => null);
      if (!handle) return null;
      const stats = await handle.stat();
      return { ...fileEntity({ handle, size: stats.size, mtimeMs: source.mtimeMs }, "image/jpeg"), etag };
    };
    try {
      if (source.size > MAX_SOURCE_BYTES) throw unsupportedImage(ext);
      return (
        (await cached()) ??
        (await this.renders.run(async () => {
          // A request that waited its turn may find the thumbnail an earlier one made meanwhile.
          const made = await cached();
          if (made) return made;
          const thumbnail = await renderThumbnail(await source.handle.readFile(), ext);
          await writeCacheFile(cacheFile, thumbnail);
          return bufferEntity(thumbnail, { mtimeMs: source.mtimeMs, etag, contentType: "image/jpeg" });
        }))
      );
    } finally {
      await source.handle.close();
    }
  }
}
