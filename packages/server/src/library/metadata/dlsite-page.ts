import { type AgeCategory, parseWorkCode, workIdOf } from "@kikoeru/contract";
import { type HTMLElement, parse } from "node-html-parser";
import { type NamedRef, normaliseDate } from "./types.ts";

/** Row labels of `#work_outline` in the three page languages (the locale cookie picks one). */
const LABELS = {
  age: ["年齢指定", "年齡指定", "年龄指定"],
  genre: ["ジャンル", "分類", "分类"],
  va: ["声優", "聲優", "声优"],
  release: ["販売日", "販賣日", "贩卖日"],
  series: ["シリーズ名", "系列名"],
};

export interface PageMetadata {
  title: string;
  circle: NamedRef | null;
  age: AgeCategory | null;
  release: string | null;
  series: string | null;
  tags: NamedRef[];
  vas: string[];
  cover: { sourceId: number; noImage: boolean };
}

function outlineRows(root: HTMLElement): Map<string, HTMLElement> {
  const rows = new Map<string, HTMLElement>();
  for (const row of root.querySelectorAll("#work_outline tr")) {
    const label = row.querySelector("th")?.text.trim();
    const cell = row.querySelector("td");
    if (label && cell) rows.set(label, cell);
  }
  return rows;
}

function cellOf(rows: Map<string, HTMLElement>, labels: string[]): HTMLElement | null {
  for (const label of labels) {
    const cell = rows.get(label);
    if (cell) return cell;
  }
  return null;
}

function titleOf(root: HTMLElement): string {
  const og = root.querySelector('meta[property="og:title"]')?.getAttribute("content")?.trim();
  if (og) return og.replace(/\s*\[[^[\]]*\]\s*\|\s*DLsite.*$/u, "").trim();
  return root.querySelector("#work_name")?.text.trim() ?? "";
}

function vasOf(cell: HTMLElement | null): string[] {
  if (!cell) return [];
  const links = cell.querySelectorAll("a").map((a) => a.text.trim());
  const names = links.length > 0 ? links : cell.text.split(/[/／、,]/u).map((n) => n.trim());
  return [...new Set(names.filter((n) => n !== ""))];
}

/**
 * The cover source (reference §4.4): a translation reuses the images of the original it links to, when
 * that original's images are on the page; a srcset with `no_img_main` means DLsite has no image at all.
 */
function coverOf(root: HTMLElement, id: number): PageMetadata["cover"] {
  const imageIds = new Set<number>();
  let noImage = false;
  for (const img of root.querySelectorAll("img[srcset]")) {
    const srcset = img.getAttribute("srcset") ?? "";
    if (srcset.includes("no_img_main")) noImage = true;
    for (const match of srcset.matchAll(/(RJ|BJ|VJ)(\d{8}|\d{6})(?!\d)/gi)) {
      const code = parseWorkCode(match[0]);
      if (code) imageIds.add(workIdOf(code));
    }
  }
  for (const link of root.querySelectorAll(
    ".work_edition_linklist.type_trans a.work_edition_linklist_item",
  )) {
    const code = parseWorkCode(link.getAttribute("href") ?? "");
    if (code && imageIds.has(workIdOf(code))) return { sourceId: workIdOf(code), noImage };
  }
  return { sourceId: id, noImage };
}

/** The 年齢指定 row: its text (18禁, R-15, 全年齢 in the page's language) or its icon's class. */
function ageOf(cell: HTMLElement | null): AgeCategory | null {
  if (!cell) return null;
  const text = `${cell.text} ${cell.querySelector("span")?.getAttribute("class") ?? ""}`;
  if (/18禁|icon_ADL/u.test(text)) return "adult";
  if (/R-?15/iu.test(text)) return "r15";
  if (/全年[齢齡龄]|icon_GEN/u.test(text)) return "general";
  return null;
}

/** Reads DLsite's work page; null when it yields neither tags nor voice actors (reference §4.3). */
export function parseWorkPage(html: string, id: number): PageMetadata | null {
  const root = parse(html);
  const rows = outlineRows(root);
  const maker = root.querySelector("span.maker_name a");
  const makerId = /maker_id\/RG(\d+)/i.exec(maker?.getAttribute("href") ?? "");
  const circleName = maker?.text.trim() ?? "";
  const tags: NamedRef[] = [];
  for (const link of cellOf(rows, LABELS.genre)?.querySelectorAll("a") ?? []) {
    const genre = /genre\/(\d+)/.exec(link.getAttribute("href") ?? "");
    const name = link.text.trim();
    if (genre && name && !tags.some((t) => t.id === Number(genre[1])))
      tags.push({ id: Number(genre[1]), name });
  }
  const vas = vasOf(cellOf(rows, LABELS.va));
  if (tags.length === 0 && vas.length === 0) return null;
  const seriesHref = cellOf(rows, LABELS.series)?.querySelector("a")?.getAttribute("href") ?? "";
  return {
    title: titleOf(root),
    circle: circleName ? { id: makerId ? Number(makerId[1]) : null, name: circleName } : null,
    age: ageOf(cellOf(rows, LABELS.age)),
    release: normaliseDate(cellOf(rows, LABELS.release)?.text),
    series: /SRI\d{10}/.exec(seriesHref)?.[0] ?? null,
    tags,
    vas,
    cover: coverOf(root, id),
  };
}
