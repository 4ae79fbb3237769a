import { codeOfWorkId, formatWorkCode, type LabelKind } from "@kikoeru/contract";

const labelParam: Record<LabelKind, string> = { circle: "circleId", tag: "tagId", va: "vaId" };

/** The works list of one circle, tag or voice actor. */
export function labelHref(kind: LabelKind, id: number | string): string {
  return `/works?${labelParam[kind]}=${encodeURIComponent(String(id))}`;
}

/** The work's DLsite page: books for BJ, pro for VJ, maniax or home for RJ. */
export function dlsiteUrl(workId: number, nsfw: boolean): string {
  const { prefix } = codeOfWorkId(workId);
  const site = prefix === "BJ" ? "books" : prefix === "VJ" ? "pro" : nsfw ? "maniax" : "home";
  return `https://www.dlsite.com/${site}/work/=/product_id/${formatWorkCode(workId)}.html`;
}
