/** The cover types the editor makes (spec 2 §4 "Image editor"): main 4:3, sam square. */
export type EditorCoverType = "main" | "sam";

export const COVER_RATIO: Record<EditorCoverType, number> = { main: 4 / 3, sam: 1 };
/** kikoeru's thumbnail size; the main cover keeps the resolution of the part cut out. */
const SAM_SIZE = 100;

export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The largest box of `ratio` (width / height) inside a `width`×`height` image, slid along the axis it does
 * not fill by `offset` (0 = left or top, 1 = right or bottom); whole pixels.
 */
export function cropBox(width: number, height: number, ratio: number, offset: number): CropBox {
  const t = Math.min(1, Math.max(0, offset));
  if (width / height > ratio) {
    const boxWidth = Math.max(1, Math.round(height * ratio));
    return { x: Math.round((width - boxWidth) * t), y: 0, width: boxWidth, height };
  }
  const boxHeight = Math.max(1, Math.round(width / ratio));
  return { x: 0, y: Math.round((height - boxHeight) * t), width, height: boxHeight };
}

/** The size of the image sent for a box: main as cut, sam 100×100. */
export function outputSize(box: CropBox, type: EditorCoverType): { width: number; height: number } {
  return type === "sam" ? { width: SAM_SIZE, height: SAM_SIZE } : { width: box.width, height: box.height };
}

/** Whether the offset slider moves anything: the image's shape differs from the cover's. */
export function canSlide(width: number, height: number, ratio: number): boolean {
  return Math.abs(width / height - ratio) > 0.005;
}
