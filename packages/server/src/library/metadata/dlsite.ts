import { type AgeCategory, formatWorkCode, said } from "@kikoeru/contract";
import { reasonOf, SaidError } from "../said-error.ts";
import { parseWorkPage } from "./dlsite-page.ts";
import { ajaxUrl, dlsiteSite, productJsonUrl, workPageUrl } from "./dlsite-urls.ts";
import {
  type DynamicMetadata,
  normaliseDate,
  type ProviderContext,
  type RateDetail,
  toInt,
  toNumber,
  type WorkMetadata,
} from "./types.ts";

const cookie = (ctx: ProviderContext) => ({ cookie: `locale=${ctx.settings.tagLanguage}` });

function rateDetail(value: unknown): RateDetail[] | undefined {
  if (Array.isArray(value)) {
    return value.map((d: Record<string, unknown>) => ({
      review_point: toInt(d.review_point) ?? 0,
      count: toInt(d.count) ?? 0,
      ratio: toNumber(d.ratio) ?? 0,
    }));
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    const total = entries.reduce((sum, [, count]) => sum + (toInt(count) ?? 0), 0);
    return entries.map(([point, count]) => ({
      review_point: Number(point),
      count: toInt(count) ?? 0,
      ratio: total ? Math.round(((toInt(count) ?? 0) * 100) / total) : 0,
    }));
  }
  return undefined;
}

/** Sales and ratings from DLsite's ajax endpoint, read from the work code's key. */
async function fetchDlsiteDynamic(ctx: ProviderContext, id: number): Promise<DynamicMetadata> {
  const url = ajaxUrl(ctx.settings.dlsiteBaseUrl, id);
  const body = (await ctx.http.json(url, { signal: ctx.signal })) as Record<string, Record<string, unknown>>;
  const data = body?.[formatWorkCode(id)];
  if (!data || typeof data !== "object")
    throw new SaidError(said("metadata.noWorkData", { url, code: formatWorkCode(id) }));
  const rank = Array.isArray(data.rank) && data.rank.length > 0 ? data.rank : null;
  return {
    dl_count: toInt(data.dl_count) ?? 0,
    price: toInt(data.price),
    review_count: toInt(data.review_count),
    rate_count: toInt(data.rate_count) ?? 0,
    rate_average_2dp: toNumber(data.rate_average_2dp) ?? 0,
    rate_count_detail: rateDetail(data.rate_count_detail),
    rank,
  };
}

/** product.json's `age_category`: 1 all ages, 2 R-15, 3 adults only. */
const AGE_BY_NUMBER: Record<number, AgeCategory> = { 1: "general", 2: "r15", 3: "adult" };

async function fromProductJson(ctx: ProviderContext, id: number): Promise<Omit<WorkMetadata, "dynamic">> {
  const url = productJsonUrl(ctx.settings.dlsiteBaseUrl, id);
  const list = await ctx.http.json(url, { headers: cookie(ctx), signal: ctx.signal });
  const item = (Array.isArray(list) ? list[0] : null) as Record<string, unknown> | null;
  if (!item || typeof item.product_name !== "string") throw new SaidError(said("metadata.noWork", { url }));
  const makerId = /RG(\d+)/i.exec(String(item.maker_id ?? ""));
  const genres = Array.isArray(item.genres) ? (item.genres as Record<string, unknown>[]) : [];
  const voiceBy = (item.creaters as { voice_by?: { name?: unknown }[] } | undefined)?.voice_by ?? [];
  return {
    source: "dlsite",
    title: item.product_name,
    circle:
      typeof item.maker_name === "string"
        ? { id: makerId ? Number(makerId[1]) : null, name: item.maker_name }
        : null,
    age: AGE_BY_NUMBER[Number(item.age_category)] ?? null,
    release: normaliseDate(String(item.regist_date ?? "")),
    series: typeof item.series_id === "string" ? item.series_id : null,
    tags: genres
      .filter((g) => typeof g.name === "string")
      .map((g) => ({ id: toInt(g.id) ?? null, name: String(g.name) })),
    vas: voiceBy.map((v) => String(v.name ?? "").trim()).filter((n) => n !== ""),
    cover: { sourceId: id, noImage: false },
  };
}

async function fromWorkPage(ctx: ProviderContext, id: number): Promise<Omit<WorkMetadata, "dynamic">> {
  const url = workPageUrl(ctx.settings.dlsiteBaseUrl, id);
  const page = parseWorkPage(await ctx.http.text(url, { headers: cookie(ctx), signal: ctx.signal }), id);
  if (!page) throw new SaidError(said("metadata.pageUnparsed", { url }));
  return { source: "dlsite", ...page };
}

/**
 * DLsite: the work page (its product JSON when the page fails), with the ajax figures fetched alongside.
 * Missing figures only cost a warning; the work itself fails when both page and JSON do.
 */
export async function fetchDlsite(ctx: ProviderContext, id: number): Promise<WorkMetadata> {
  if (!dlsiteSite(id)) throw new SaidError(said("metadata.notOnDlsite"));
  const dynamic = fetchDlsiteDynamic(ctx, id).catch((error: Error) => {
    ctx.log("warn", said("metadata.dynamicFailed", { reason: reasonOf(error) }));
    return {};
  });
  let staticPart: Omit<WorkMetadata, "dynamic">;
  try {
    staticPart = await fromWorkPage(ctx, id);
  } catch (pageError) {
    ctx.signal?.throwIfAborted();
    ctx.log("warn", said("metadata.pageFailed", { reason: reasonOf(pageError) }));
    try {
      staticPart = await fromProductJson(ctx, id);
    } catch (jsonError) {
      await dynamic;
      throw new Error(`${(pageError as Error).message}；${(jsonError as Error).message}`);
    }
  }
  return { ...staticPart, dynamic: await dynamic };
}
