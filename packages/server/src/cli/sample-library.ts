import fs from "node:fs/promises";
import path from "node:path";
import { coverJpeg, sineWav } from "./sample-audio.ts";

/** One file of a generated work; `name` is a path below the work folder ("/" separators) or raw bytes. */
export type SampleFile =
  | { name: string | Buffer; wav: { seconds: number; notes?: number[] } }
  | { name: string | Buffer; text: string }
  | { name: string | Buffer; bytes: Buffer }
  | { name: string; cover: { label: string; hue: number } };

export interface SampleWork {
  /** The folder below the library root, "/" separators (may hold plain folders above the work folder). */
  folder: string;
  files: SampleFile[];
  /** Written as the work's kikoeru.json. */
  metadata?: Record<string, unknown>;
}

/** Writes works below `root`: folders, WAV tones, text, cover images and the metadata files. */
export async function writeLibrary(root: string, works: readonly SampleWork[]): Promise<void> {
  for (const work of works) {
    const dir = path.join(root, work.folder);
    await fs.mkdir(dir, { recursive: true });
    if (work.metadata) {
      await fs.writeFile(path.join(dir, "kikoeru.json"), `${JSON.stringify(work.metadata, null, 2)}\n`);
    }
    for (const file of work.files) {
      const target =
        typeof file.name === "string"
          ? path.join(dir, file.name)
          : Buffer.concat([Buffer.from(`${dir}/`), file.name]);
      if (typeof target === "string") await fs.mkdir(path.dirname(target), { recursive: true });
      if ("wav" in file) await fs.writeFile(target, sineWav(file.wav.seconds, file.wav.notes));
      else if ("text" in file) await fs.writeFile(target, file.text);
      else if ("bytes" in file) await fs.writeFile(target, file.bytes);
      else await fs.writeFile(target, await coverJpeg(file.cover.label, file.cover.hue));
    }
  }
}

const CIRCLES = ["月光工房", "ねこみみ堂", "星屑ラジオ", "しずく音響"];
const VAS = ["青空みなみ", "小鳥遊ひより", "桜井ゆずき", "月城かなで", "白石りん"];
const TAGS = [
  "ASMR",
  "癒し",
  "耳かき",
  "バイノーラル/ダミヘ",
  "睡眠",
  "日常/生活",
  "ささやき",
  "ファンタジー",
];
const TITLES = [
  "眠れない夜のための耳かき屋さん",
  "雨音と一緒に、おやすみなさい",
  "星降る丘の小さな喫茶店",
  "図書室でささやく先輩",
  "ふわふわ猫カフェへようこそ",
  "冬の温泉旅館でゆったり休日",
  "月明かりの子守唄",
  "となりの席の幼なじみ",
  "魔法使いの弟子と夜の授業",
  "海辺の灯台守と波の音",
  "春風の縁側でひなたぼっこ",
  "夜行列車の旅、ふたりきり",
];
const NOTES = [
  [262, 330, 392, 523],
  [294, 370, 440, 587],
  [330, 415, 494, 659],
  [349, 440, 523, 698],
];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The demo library: twelve works with local metadata files (no internet needed), a cover image each, WAV
 * tracks (some works in two editions, SE on and off), lyrics for a few, and 6- and 8-digit codes.
 */
export function demoWorks(): SampleWork[] {
  return TITLES.map((title, i) => {
    const code = i % 3 === 2 ? `RJ0${1_100_000 + i * 1357}` : `RJ${300_000 + i * 4111}`;
    const circle = pick(CIRCLES, i);
    const tracks = 2 + (i % 3);
    const files: SampleFile[] = [{ name: "cover.jpg", cover: { label: code, hue: (i * 37) % 360 } }];
    const editions = i % 4 === 1 ? ["SEあり", "SEなし"] : [""];
    for (const edition of editions) {
      for (let t = 1; t <= tracks; t++) {
        const base = `${edition ? `${edition}/` : ""}${pad(t)}_トラック${t}`;
        files.push({ name: `${base}.wav`, wav: { seconds: 6 + t * 2, notes: pick(NOTES, i + t) } });
        if (i % 3 === 0)
          files.push({ name: `${base}.lrc`, text: `[00:00.00]${title}\n[00:03.00]トラック${t}\n` });
      }
    }
    files.push({ name: "readme.txt", text: `${title}\n${circle}\n` });
    return {
      folder: `${i < 6 ? "" : "サークル別/"}${code} ${title}`,
      files,
      metadata: {
        title,
        circle,
        vas: i % 5 === 4 ? [] : [pick(VAS, i), ...(i % 2 ? [pick(VAS, i + 2)] : [])],
        tags: [pick(TAGS, i), pick(TAGS, i + 3), pick(TAGS, i + 5)],
        release: `2023-${pad(1 + (i % 12))}-${pad(1 + ((i * 7) % 28))}`,
        nsfw: i % 4 === 3,
        price: 660 + i * 110,
        dl_count: 120 * (i + 1),
        rating: Math.round((3.5 + (i % 4) * 0.4) * 100) / 100,
        rate_count: 10 + i * 3,
        review_count: i,
      },
    };
  });
}
