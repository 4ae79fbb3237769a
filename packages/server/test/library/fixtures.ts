import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { type SampleWork, writeLibrary } from "../../src/cli/sample-library.ts";
import { type FakeWork, fakeWork } from "../fakes/metadata-server.ts";

const run = promisify(execFile);

/** "トラック01.wav" in Shift_JIS bytes (ト ラ ッ ク = 83 67, 83 89, 83 62, 83 4E). */
export const SJIS_NAME = Buffer.concat([
  Buffer.from([0x83, 0x67, 0x83, 0x89, 0x83, 0x62, 0x83, 0x4e]),
  Buffer.from("01.wav"),
]);

/** A real compressed file made by ffmpeg (a sine tone), to check music-metadata durations. */
async function ffmpegTone(file: string, seconds: number): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await run("/usr/bin/ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-ac",
    "1",
    "-ar",
    "22050",
    file,
  ]);
}

export const IDS = {
  basic: 123456,
  eight: 1234567,
  bj: 1e12 + 1234567,
  vj: 2e12 + 123456,
  noVa: 222222,
  hvdb: 333333,
  failing: 444444,
  local: 555555,
  peer: 666666,
  translation: 777777,
  sjis: 888888,
  deep: 999999,
};

/** What the fake sites know: every work of the fixture library but the failing and the local one. */
export function fakeCatalog(): FakeWork[] {
  return [
    fakeWork(IDS.basic, {
      title: "耳かきと添い寝",
      vas: ["青空みなみ", "小鳥遊ひより"],
      series: "SRI0000012345",
    }),
    fakeWork(IDS.eight, {
      title: "八桁の作品",
      circle: { id: 54321, name: "ねこみみ堂" },
      missingSizes: ["240x240"],
    }),
    fakeWork(IDS.bj, { title: "ブックス作品", nsfw: false, r15: true }),
    fakeWork(IDS.vj, { title: "ボイス作品", noPage: true, nsfw: false, r15: true }),
    fakeWork(IDS.noVa, { title: "声優なしの作品", vas: [] }),
    fakeWork(IDS.hvdb, {
      title: "HVDBの作品",
      vas: [],
      hvdbVas: ["月城かなで", "Tsukishiro Kanade", "白石りん"],
    }),
    fakeWork(IDS.peer, {
      title: "ピアだけが知る作品",
      peerOnly: true,
      vas: ["桜井ゆずき"],
      nsfw: false,
      r15: true,
    }),
    fakeWork(IDS.translation, { title: "翻訳版", translationOf: IDS.basic }),
    fakeWork(IDS.sjis, { title: "シフトJISの作品" }),
  ];
}

const wav = (name: string | Buffer, seconds: number) => ({ name, wav: { seconds } });

/**
 * The fixture library: Japanese names, nested folders, 6- and 8-digit RJ codes, BJ and VJ (lower case too),
 * lyric files, a work without voice actors, one whose metadata fails, one with a local metadata file and
 * cover, a Shift_JIS file name, a work below the recursion depth, and (in `second`) a duplicate code.
 */
export async function buildFixtureLibrary(dir: string): Promise<{ main: string; second: string }> {
  const main = path.join(dir, "library");
  const second = path.join(dir, "second");
  const works: SampleWork[] = [
    {
      folder: "RJ123456 耳かきと添い寝",
      files: [
        wav("01_はじめに.wav", 0.5),
        wav("本編/02_耳かき.wav", 0.8),
        { name: "本編/02_耳かき.lrc", text: "[00:00.00]耳かき\n" },
        { name: "readme.txt", text: "お読みください" },
      ],
    },
    {
      folder: "サークル別/RJ01234567 八桁の作品",
      files: [wav("wav/track1.wav", 1.5), wav("wav/track2.wav", 1.0)],
    },
    { folder: "bj01234567 ブックス作品", files: [wav("audio.wav", 0.3)] },
    { folder: "VJ123456 ボイス作品", files: [wav("voice.wav", 0.3)] },
    { folder: "RJ222222 声優なし", files: [wav("a.wav", 0.2)] },
    { folder: "RJ333333 HVDB", files: [wav("a.wav", 0.2)] },
    { folder: "RJ444444 取得できない作品", files: [wav("a.wav", 0.2)] },
    {
      folder: "RJ555555 ローカル作品",
      files: [wav("a.wav", 0.4), { name: "cover.jpg", cover: { label: "RJ555555", hue: 200 } }],
      metadata: {
        title: "ローカルの作品",
        circle: "自作サークル",
        vas: ["白石りん"],
        tags: ["睡眠", { id: 497, name: "ASMR" }],
        release: "2021-02-03",
        nsfw: false,
        price: 550,
        rating: 4.2,
      },
    },
    { folder: "RJ666666 ピア", files: [wav("a.wav", 0.2)] },
    { folder: "RJ777777 翻訳版", files: [wav("a.wav", 0.2)] },
    {
      folder: "RJ888888 SJIS",
      files: [
        wav(SJIS_NAME, 0.6),
        { name: "トラック01.srt", text: "1\n00:00:00,000 --> 00:00:01,000\nこんにちは\n" },
      ],
    },
    { folder: "深い/もっと深い/RJ999999 深すぎる作品", files: [wav("a.wav", 0.2)] },
  ];
  await writeLibrary(main, works);
  await ffmpegTone(path.join(main, "サークル別/RJ01234567 八桁の作品/mp3/track1.mp3"), 1.5);
  await ffmpegTone(path.join(main, "bj01234567 ブックス作品/extra.flac"), 1.25);
  await writeLibrary(second, [{ folder: "RJ123456 コピー", files: [wav("copy.wav", 0.2)] }]);
  return { main, second };
}
