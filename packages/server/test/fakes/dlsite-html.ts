import { formatWorkCode } from "@kikoeru/contract";
import type { FakeWork } from "./metadata-server.ts";

export type Locale = "zh-cn" | "zh-tw" | "ja-jp";

const LABELS: Record<Locale, Record<"release" | "series" | "va" | "age" | "genre", string>> = {
  "ja-jp": { release: "販売日", series: "シリーズ名", va: "声優", age: "年齢指定", genre: "ジャンル" },
  "zh-tw": { release: "販賣日", series: "系列名", va: "聲優", age: "年齡指定", genre: "分類" },
  "zh-cn": { release: "贩卖日", series: "系列名", va: "声优", age: "年龄指定", genre: "分类" },
};
const ALL_AGES: Record<Locale, string> = { "ja-jp": "全年齢", "zh-tw": "全年齡", "zh-cn": "全年龄" };

/** The 年齢指定 cell: its icon class and text (R-15 reads the same in every language). */
function ageCell(work: FakeWork, locale: Locale): string {
  const [icon, text] = work.nsfw ? ["ADL", "18禁"] : work.r15 ? ["R15", "R-15"] : ["GEN", ALL_AGES[locale]];
  return `<div class="work_genre"><a href="#"><span class="icon_${icon}" title="${text}">${text}</span></a></div>`;
}

const esc = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A DLsite work page as the shop renders it (the parts scrapers read: og:title, maker, #work_outline). */
export function workPageHtml(base: string, work: FakeWork, locale: Locale): string {
  const l = LABELS[locale];
  const [y, m, d] = work.release.split("-");
  const dateText = locale === "ja-jp" ? `${y}年${m}月${d}日` : `${y}年${m}月${d}日`;
  const vaRow =
    work.vas.length > 0
      ? `<tr><th>${l.va}</th><td>${work.vas.map((v) => `<a href="${base}/maniax/fsr/=/keyword_creater/${encodeURIComponent(v)}">${esc(v)}</a>`).join(" / ")}</td></tr>`
      : "";
  const genres = work.tags
    .map((t) => `<a href="${base}/maniax/fsr/=/genre/${t.id}/from/work.genre">${esc(t.names[locale])}</a>`)
    .join("");
  const coverId = work.translationOf ?? work.id;
  const coverCode = formatWorkCode(coverId);
  const srcset = work.noImage
    ? "//img.dlsite.jp/modpub/images2/parts/no_img_main.gif"
    : `//img.dlsite.jp/modpub/images2/work/doujin/RJ000000/${coverCode}_img_main.webp`;
  const translation = work.translationOf
    ? `<div class="work_edition_linklist type_trans"><a class="work_edition_linklist_item" href="${base}/maniax/work/=/product_id/${formatWorkCode(work.translationOf)}.html">日本語</a></div>`
    : "";
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta property="og:title" content="${esc(work.title)} [${esc(work.circle.name)}] | DLsite">
<title>${esc(work.title)} | DLsite</title></head>
<body><div id="top_wrapper">
<h1 id="work_name">${esc(work.title)}</h1>
<table id="work_maker"><tr><th>サークル名</th><td><span class="maker_name" itemprop="brand"><a href="${base}/maniax/circle/profile/=/maker_id/RG${work.circle.id}.html">${esc(work.circle.name)}</a></span></td></tr></table>
<div class="product-slider-data"><div data-src="x"><picture><img srcset="${srcset}" alt=""></picture></div></div>
${translation}
<table id="work_outline" cellspacing="0">
<tr><th>${l.release}</th><td><a href="${base}/maniax/new/=/year/${y}">${dateText}</a></td></tr>
${work.series ? `<tr><th>${l.series}</th><td><a href="${base}/maniax/fsr/=/title_id/${work.series}/from/work.titles">シリーズ</a></td></tr>` : ""}
${vaRow}
<tr><th>${l.age}</th><td>${ageCell(work, locale)}</td></tr>
<tr><th>${l.genre}</th><td><div class="main_genre">${genres}</div></td></tr>
</table></div></body></html>`;
}

/** HVDB's work details page: the voice actors are links to CVWorks. */
export function hvdbHtml(work: FakeWork, names: string[]): string {
  return `<!DOCTYPE html><html><body>
<input id="Name" value="${esc(work.title)}">
<a class="detailCircle" href="/Circles/CircleWorks/1">${esc(work.circle.name)}</a>
${names.map((n, i) => `<a href="/CVs/CVWorks/${i + 10}">${esc(n)}</a>`).join("\n")}
<a href="/Tags/TagWorks/3">ASMR</a></body></html>`;
}
