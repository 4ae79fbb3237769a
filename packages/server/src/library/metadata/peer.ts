import { AGE_CATEGORIES, type AgeCategory, codeOfWorkId, formatWorkCode, said } from "@kikoeru/contract";
import { SaidError } from "../said-error.ts";
import {
  type NamedRef,
  normaliseDate,
  type ProviderContext,
  toInt,
  toNumber,
  type WorkMetadata,
} from "./types.ts";

function namesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((v: { name?: unknown }) => String(v?.name ?? "").trim()).filter((n) => n !== "");
}

/**
 * The peer's `age_category_string` (asmr.one and this server send it); else its kikoeru `nsfw`, which cannot
 * tell R-15 from all ages.
 */
function ageOf(data: Record<string, unknown>): AgeCategory | null {
  const category = data.age_category_string;
  if ((AGE_CATEGORIES as readonly unknown[]).includes(category)) return category as AgeCategory;
  return typeof data.nsfw === "boolean" ? (data.nsfw ? "adult" : "general") : null;
}

/**
 * An asmr.one-style peer (`/api/workInfo/{code}`, the kikoeru work object). Its tag ids are the peer's own,
 * so tags are matched by name; circle ids are DLsite maker numbers there as here.
 */
export async function fetchPeer(ctx: ProviderContext, id: number): Promise<WorkMetadata> {
  const code = codeOfWorkId(id).prefix === "RJ" ? formatWorkCode(id).slice(2) : formatWorkCode(id);
  const url = `${ctx.settings.metadataPeerBaseUrl}/api/workInfo/${code}`;
  const data = await ctx.http.json(url, {
    headers: { cookie: `locale=${ctx.settings.tagLanguage}` },
    signal: ctx.signal,
  });
  return peerMetadata(data, url);
}

/** The metadata in a peer's kikoeru work object (`/api/workInfo/…` there, `/api/work/…` on a server of ours). */
export function peerMetadata(answer: unknown, url: string): WorkMetadata {
  const data = (answer ?? {}) as Record<string, unknown>;
  if (typeof data.title !== "string" || data.title === "")
    throw new SaidError(said("metadata.noTitle", { url }));
  const circle = (data.circle ?? {}) as { id?: unknown; name?: unknown };
  const circleName =
    typeof circle.name === "string" ? circle.name : typeof data.name === "string" ? data.name : "";
  const circleId = toInt(circle.id ?? data.circle_id);
  const tags: NamedRef[] = namesOf(data.tags).map((name) => ({ id: null, name }));
  const rank = Array.isArray(data.rank) && data.rank.length > 0 ? data.rank : null;
  return {
    source: "peer",
    title: data.title,
    circle: circleName ? { id: circleId ?? null, name: circleName } : null,
    age: ageOf(data),
    release: normaliseDate(typeof data.release === "string" ? data.release : null),
    series: null,
    tags,
    vas: namesOf(data.vas),
    dynamic: {
      dl_count: toInt(data.dl_count),
      price: toInt(data.price),
      review_count: toInt(data.review_count),
      rate_count: toInt(data.rate_count),
      rate_average_2dp: toNumber(data.rate_average_2dp),
      rate_count_detail: Array.isArray(data.rate_count_detail)
        ? (data.rate_count_detail as { review_point: number; count: number; ratio: number }[])
        : undefined,
      rank,
    },
    cover: null,
  };
}
