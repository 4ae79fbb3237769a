import { codeOfWorkId, formatWorkCode } from "@kikoeru/contract";

/** DLsite's shop for each code prefix. */
const SITES: Record<string, { site: string; images: string }> = {
  RJ: { site: "maniax", images: "doujin" },
  BJ: { site: "books", images: "books" },
  VJ: { site: "pro", images: "professional" },
};

export function dlsiteSite(id: number): { site: string; images: string } | null {
  return SITES[codeOfWorkId(id).prefix] ?? null;
}

export const workPageUrl = (base: string, id: number) =>
  `${base}/${dlsiteSite(id)?.site}/work/=/product_id/${formatWorkCode(id)}.html`;

export const productJsonUrl = (base: string, id: number) =>
  `${base}/${dlsiteSite(id)?.site}/api/=/product.json?workno=${formatWorkCode(id)}`;

export const ajaxUrl = (base: string, id: number) =>
  `${base}/${dlsiteSite(id)?.site}-touch/product/info/ajax?product_id=${formatWorkCode(id)}`;

export type CoverType = "main" | "sam" | "240x240";

/**
 * A cover image on DLsite's image host (reference §4.4): the folder is the code rounded up to the next
 * multiple of 1000, padded like the code; 240x240 lives under `resize/` as `_img_main_240x240`.
 */
export function coverUrl(base: string, sourceId: number, type: CoverType): string {
  const { prefix, number } = codeOfWorkId(sourceId);
  const code = formatWorkCode(sourceId);
  const width = code.length - prefix.length;
  const bucket = `${prefix}${String(Math.ceil(number / 1000) * 1000).padStart(width, "0")}`;
  const folder = dlsiteSite(sourceId)?.images ?? "doujin";
  return type === "240x240"
    ? `${base}/resize/images2/work/${folder}/${bucket}/${code}_img_main_240x240.jpg`
    : `${base}/modpub/images2/work/${folder}/${bucket}/${code}_img_${type}.jpg`;
}
