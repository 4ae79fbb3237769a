import type { AdminConfig, AgeCategory, Said } from "@kikoeru/contract";
import type { HttpClient } from "./http-client.ts";

export type MetadataSource = "dlsite" | "hvdb" | "peer" | "local" | "import";

export interface RateDetail {
  review_point: number;
  count: number;
  ratio: number;
}

/** Sales and rating figures (DLsite's ajax, a peer, or a local file). */
export interface DynamicMetadata {
  dl_count?: number;
  price?: number;
  review_count?: number;
  rate_count?: number;
  rate_average_2dp?: number;
  rate_count_detail?: RateDetail[];
  rank?: unknown[] | null;
}

/** A circle or tag; `id` null when only the name is known (an id is then derived from the name). */
export interface NamedRef {
  id: number | null;
  name: string;
}

/** Everything a provider can say about a work, in one normalised shape. */
export interface WorkMetadata {
  source: MetadataSource;
  title: string;
  circle: NamedRef | null;
  /** DLsite's age category; null when the source does not say. */
  age: AgeCategory | null;
  release: string | null;
  series: string | null;
  tags: NamedRef[];
  vas: string[];
  dynamic: DynamicMetadata;
  /** DLsite's cover: the work whose images to use (translations reuse the original's), or none at all. */
  cover: { sourceId: number; noImage: boolean } | null;
}

export type ProviderSettings = Pick<
  AdminConfig,
  "tagLanguage" | "dlsiteBaseUrl" | "dlsiteImageBaseUrl" | "hvdbBaseUrl" | "metadataPeerBaseUrl"
>;

export interface ProviderContext {
  http: HttpClient;
  settings: ProviderSettings;
  signal?: AbortSignal;
  log(level: "info" | "warn" | "error", line: Said): void;
}

/** Every provider failed for a work; the message names each one's reason. */
export class MetadataError extends Error {}

export const toInt = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value.replace(/,/g, "")) : value;
  return typeof n === "number" && Number.isFinite(n) ? Math.trunc(n) : undefined;
};

export const toNumber = (value: unknown): number | undefined => {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : undefined;
};

/** "2020年01月02日", "2020/1/2", "2020-01-02 00:00:00" → "2020-01-02"; null when there is no date. */
export function normaliseDate(text: string | null | undefined): string | null {
  const match = /(\d{4})\D{1,3}(\d{1,2})\D{1,3}(\d{1,2})/.exec(text ?? "");
  if (!match) return null;
  return `${match[1]}-${match[2]!.padStart(2, "0")}-${match[3]!.padStart(2, "0")}`;
}
