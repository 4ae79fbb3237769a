import {
  EDITABLE_COVER_TYPES,
  type EditableCoverType,
  MAX_COVER_PIXELS,
  MAX_COVER_UPLOAD_BYTES,
} from "@kikoeru/contract";
import { errors } from "../../http/errors.ts";
import { loadSharp } from "../../lazy-modules.ts";

/** Formats a cover upload may be in; SVG and the like are refused (they are programs more than pictures). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const SAM_SIZE = 100;
const DERIVED_SIZE = 240;

/**
 * A cover upload judged by its content: decodable by sharp, of an accepted format and at most
 * MAX_COVER_PIXELS; throws the 415/413 refusals otherwise.
 */
export async function checkUpload(bytes: Buffer): Promise<void> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw errors.coverNotImage();
  }
  if (meta.width * meta.height > MAX_COVER_PIXELS) throw coverTooLarge();
}

export const coverTooLarge = () =>
  errors.coverTooLarge(MAX_COVER_UPLOAD_BYTES / 1024 / 1024, MAX_COVER_PIXELS);

/**
 * The cover file made from an upload, re-encoded as JPEG without its metadata (EXIF orientation applied
 * first, transparency on white): `main` at the size it came (the editor crops it to 4:3), `sam` 100×100.
 */
export async function encodeCover(bytes: Buffer, type: EditableCoverType): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(bytes, { limitInputPixels: MAX_COVER_PIXELS }).rotate();
  if (type === "sam") image = image.resize(SAM_SIZE, SAM_SIZE, { fit: "cover" });
  return image
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw errors.coverNotImage();
    });
}

/** The 240×240 cover made from a main cover: fitted into a white square, as DLsite's are. */
export async function squareCover(main: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(main, { limitInputPixels: MAX_COVER_PIXELS })
    .resize(DERIVED_SIZE, DERIVED_SIZE, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

export const isEditableCoverType = (value: string): value is EditableCoverType =>
  (EDITABLE_COVER_TYPES as readonly string[]).includes(value);
