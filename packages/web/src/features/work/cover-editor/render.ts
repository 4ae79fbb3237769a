import type { CropBox } from "./crop.ts";

/** Draws the `box` part of `image` scaled onto the whole canvas, on white (JPEG has no transparency). */
export function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, box: CropBox): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, canvas.width, canvas.height);
}

/** The cut as a JPEG of `size`, at the best quality (kikoeru's client sends quality 1). */
export function cropToJpeg(
  image: HTMLImageElement,
  box: CropBox,
  size: { width: number; height: number },
): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  drawCrop(canvas, image, box);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), "image/jpeg", 1),
  );
}
