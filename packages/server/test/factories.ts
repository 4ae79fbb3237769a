import type { AgeCategory } from "@kikoeru/contract";
import type { Kysely } from "kysely";
import type { DB } from "../src/db/schema.ts";
import { refreshSearchText } from "../src/library/search-text.repo.ts";

export interface WorkSeed {
  id: number;
  title?: string;
  circle?: { id: number; name: string } | null;
  vas?: { id: string; name: string }[];
  tags?: { id: number; name: string }[];
  nsfw?: boolean;
  /** DLsite's age category; else `nsfw: false` means all ages and anything else adults only. */
  age?: AgeCategory;
  release?: string | null;
  dl_count?: number;
  price?: number;
  review_count?: number;
  rate_count?: number;
  rate_average_2dp?: number;
  rate_count_detail?: { review_point: number; count: number; ratio: number }[];
  lyric_status?: "" | "local" | "ai" | "ai_local";
  root_folder?: string;
  dir?: string;
  created_at?: number;
  updated_at?: number;
  series?: string | null;
  rank?: Record<string, unknown>[] | null;
  missing_since?: number | null;
  files?: { path: string; type: string; size?: number; duration?: number | null; raw_path?: string | null }[];
  totalDuration?: number;
}

/** Inserts a work with its circle, voice actors, tags and files, as the scanner would, and indexes it. */
export async function insertWork(db: Kysely<DB>, seed: WorkSeed): Promise<void> {
  const now = seed.created_at ?? Date.now();
  const age = seed.age ?? (seed.nsfw === false ? "general" : "adult");
  const circle =
    seed.circle === undefined ? { id: 10000 + (seed.id % 7), name: `社团${seed.id % 7}` } : seed.circle;
  if (circle) {
    await db
      .insertInto("circles")
      .values(circle)
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  await db
    .insertInto("works")
    .values({
      id: seed.id,
      title: seed.title ?? `作品 ${seed.id}`,
      circle_id: circle?.id ?? null,
      nsfw: age === "adult" ? 1 : 0,
      age_category: age,
      release: seed.release === undefined ? "2024-01-01" : seed.release,
      dl_count: seed.dl_count ?? 0,
      price: seed.price ?? 0,
      review_count: seed.review_count ?? 0,
      rate_count: seed.rate_count ?? 0,
      rate_average_2dp: seed.rate_average_2dp ?? 0,
      rate_count_detail: JSON.stringify(seed.rate_count_detail ?? []),
      lyric_status: seed.lyric_status ?? "",
      memo: JSON.stringify({ totalDuration: seed.totalDuration ?? 0 }),
      root_folder: seed.root_folder ?? "main",
      dir: seed.dir ?? `RJ${seed.id}`,
      missing_since: seed.missing_since ?? null,
      series: seed.series ?? null,
      rank: seed.rank ? JSON.stringify(seed.rank) : null,
      created_at: now,
      updated_at: seed.updated_at ?? now,
    })
    .execute();
  for (const [position, va] of (seed.vas ?? []).entries()) {
    await db
      .insertInto("vas")
      .values(va)
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await db.insertInto("work_vas").values({ work_id: seed.id, va_id: va.id, position }).execute();
  }
  for (const tag of seed.tags ?? []) {
    await db
      .insertInto("tags")
      .values(tag)
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    await db.insertInto("work_tags").values({ work_id: seed.id, tag_id: tag.id }).execute();
  }
  for (const file of seed.files ?? []) {
    await db
      .insertInto("work_files")
      .values({
        work_id: seed.id,
        path: file.path,
        raw_path: file.raw_path ?? null,
        type: file.type,
        size: file.size ?? 0,
        mtime: now,
        duration: file.duration ?? null,
      })
      .execute();
  }
  await refreshSearchText(db, [seed.id]);
}
