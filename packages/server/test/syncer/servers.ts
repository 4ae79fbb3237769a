import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { SyncTask } from "@kikoeru/contract";
import type { TestContext } from "../harness.ts";
import { addWork, createLibrary } from "../media/library.ts";
import { until } from "../media/transcode-fixtures.ts";

export const SOURCE_ID = 1234567;
export const SOURCE_CODE = "RJ01234567";
export const SOURCE_TITLE = "テスト作品：同期/試験";

/** The source work: five files, two sub-folders, Japanese names, distinct random bytes. */
export function sourceFiles(): { path: string; bytes: Buffer }[] {
  return [
    { path: "readme.txt", bytes: Buffer.from("はじめにお読みください\n") },
    { path: "本編/01 オープニング.wav", bytes: randomBytes(300_000) },
    { path: "本編/02 添い寝.wav", bytes: randomBytes(500_000) },
    { path: "おまけ/画像 1.jpg", bytes: randomBytes(40_000) },
    { path: "おまけ/フリートーク.mp3", bytes: randomBytes(200_000) },
  ];
}

/** Adds the source work, with its title, circle, tags and voice actors, to a server of ours. */
export async function addSourceWork(ctx: TestContext, files = sourceFiles()): Promise<void> {
  const root = await createLibrary(ctx, "source");
  await addWork(ctx, root, {
    id: SOURCE_ID,
    title: SOURCE_TITLE,
    root_folder: "source",
    dir: `${SOURCE_CODE} 源`,
    circle: { id: 77001, name: "テスト社団" },
    tags: [
      { id: 901, name: "ASMR" },
      { id: 902, name: "癒し" },
    ],
    vas: [
      { id: "va-alpha", name: "声優アルファ" },
      { id: "va-beta", name: "声優ベータ" },
    ],
    age: "general",
    files,
  });
}

/** Waits for a task to end and returns it. */
export async function taskEnd(ctx: TestContext, token: string, id: number, ms = 60_000): Promise<SyncTask> {
  let task: SyncTask | undefined;
  await until(
    `sync task ${id} to end`,
    async () => {
      task = await taskOf(ctx, token, id);
      return task?.finished === true;
    },
    ms,
  );
  return task!;
}

export async function taskOf(ctx: TestContext, token: string, id: number): Promise<SyncTask | undefined> {
  const response = await ctx.request({ method: "GET", url: "/api/syncer/task", token });
  return (response.json().info as SyncTask[]).find((t) => t.id === id);
}

/** Every file below `dir`, relative, hidden ones included (partial files would show). */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
