import fs from "node:fs/promises";
import path from "node:path";
import { sineWav } from "../../src/cli/sample-audio.ts";
import { vaIdOf } from "../../src/library/ids.ts";
import { createKikoeruDb, insertRows, kikoeruHash } from "./kikoeru-db.ts";

export const SMALL_USER = "ユーザー太郎";
export const SMALL_PASSWORD = "秘密のパス";

/**
 * A small kikoeru 0.6.7 install for the admin import page: one work (root alias 旧库, folder `RJ100001` with
 * three tracks in `library`), one user whose history stands at the second track, 42.5 s, and a review.
 */
export async function smallKikoeru(dir: string, md5secret: string) {
  const library = path.join(dir, "library");
  await fs.mkdir(path.join(library, "RJ100001"), { recursive: true });
  for (const name of ["01.wav", "02.wav", "03.wav"])
    await fs.writeFile(path.join(library, "RJ100001", name), sineWav(60));
  const program = path.join(dir, "kikoeru");
  for (const sub of ["config", "sqlite"]) await fs.mkdir(path.join(program, sub), { recursive: true });
  const config = path.join(program, "config", "config.json");
  const rootFolders = [{ name: "旧库", path: "D:\\voice" }];
  await fs.writeFile(config, JSON.stringify({ md5secret, jwtsecret: "1e".repeat(32), rootFolders }));
  const db = path.join(program, "sqlite", "db.sqlite3");
  const source = createKikoeruDb(db, "number178");
  insertRows(source, "t_circle", [{ id: 1, name: "月光工房" }]);
  insertRows(source, "t_work", [
    { id: 100001, root_folder: "旧库", dir: "RJ100001", title: "眠れない夜の耳かき", circle_id: 1, nsfw: 0 },
  ]);
  insertRows(source, "t_va", [{ id: vaIdOf("青空みなみ"), name: "青空みなみ" }]);
  insertRows(source, "r_va_work", [{ va_id: vaIdOf("青空みなみ"), work_id: 100001 }]);
  insertRows(source, "t_user", [
    { name: SMALL_USER, password: kikoeruHash(SMALL_PASSWORD, md5secret), group: "user" },
  ]);
  insertRows(source, "t_review", [
    { user_name: SMALL_USER, work_id: "100001", rating: 4, review_text: null, progress: "listening" },
  ]);
  const entry = (index: number) => ({
    hash: `100001/${index}`,
    title: `0${index + 1}.wav`,
    mediaStreamUrl: `/api/media/stream/100001/${index}`,
  });
  const state = { queue: [entry(0), entry(1), entry(2)], index: 1, seconds: 42.5 };
  insertRows(source, "t_play_histroy", [
    { user_name: SMALL_USER, work_id: 100001, state: JSON.stringify(state) },
  ]);
  source.close();
  return { library, program, config, db };
}
