import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { writeLibrary } from "@kikoeru/server/tooling";
import { beforeAll, describe, expect, test } from "vitest";
import { screenshot } from "../src/browser.ts";
import { scanLibrary } from "../src/library.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** A work with one two-minute FLAC, added to the fixture library by this file: RJ555555. */
const flacWork = { code: "RJ555555", id: 555555, file: "01_ロングトラック.flac", seconds: 120 };

/** A FLAC of a stereo 44.1 kHz tone, made by Debian's ffmpeg. */
async function flacTone(seconds: number): Promise<Buffer> {
  const tone = `sine=frequency=440:duration=${seconds}`;
  const { stdout } = await promisify(execFile)(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      tone,
      "-ac",
      "2",
      "-ar",
      "44100",
      "-f",
      "flac",
      "pipe:1",
    ],
    { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout;
}

beforeAll(async () => {
  await writeLibrary(path.join(session.server.dataDir, "library"), [
    {
      folder: `${flacWork.code} flac`,
      files: [
        { name: "cover.jpg", cover: { label: flacWork.code, hue: 280 } },
        { name: flacWork.file, bytes: await flacTone(flacWork.seconds) },
      ],
      metadata: {
        title: "ハイレゾの作品",
        circle: "ロスレス工房",
        vas: ["波音しおり"],
        tags: ["ASMR"],
        release: "2024-03-03",
        nsfw: false,
        price: 1100,
        dl_count: 5,
      },
    },
  ]);
  await scanLibrary(session.server.api);
});

describe("transcoding", () => {
  test("with AAC 128k on, a FLAC plays through the transcode URL and seeks once complete", async () => {
    const work = new WorkPage(await session.open());
    const transcodeRequests: string[] = [];
    work.page.on("request", (request) => {
      if (request.url().includes("/api/media/transcode/")) transcodeRequests.push(request.url());
    });
    await work.open(flacWork.id);
    await work.openEntry(flacWork.file);
    const player = new PlayerPage(work.page);
    await player.waitForTitle(flacWork.file);
    await player.playingPast(0.2);
    expect((await player.media()).src).toContain("/api/media/stream/");
    await expect.poll(() => player.bar().getByTestId("transcode-status").count()).toBe(0);

    await player.openExpanded();
    await player.expanded().getByRole("button", { name: "更多播放设置" }).click();
    const types = player.page.getByRole("group", { name: "转码的文件类型" });
    expect(await types.getByRole("checkbox", { name: "flac" }).isDisabled()).toBe(true);
    // The radio itself is visually hidden: its label is what is clicked.
    await player.page.locator("label", { hasText: /^AAC 128k$/ }).click();
    expect(await player.page.getByRole("radio", { name: "AAC 128k" }).isChecked()).toBe(true);
    expect(await types.getByRole("checkbox", { name: "flac" }).isChecked()).toBe(true);
    expect(await types.getByRole("checkbox", { name: "wav" }).isChecked()).toBe(true);
    expect(await types.getByRole("checkbox", { name: "mp4" }).isChecked()).toBe(false);
    await screenshot(player.page, "transcode-settings-desktop", { fullPage: false });
    await player.expanded().getByRole("button", { name: "更多播放设置" }).click();
    await player.collapse();

    // The setting applies from the next track loaded: play the work again from its start (a click on the
    // playing row only pauses it).
    await work.page.getByRole("button", { name: "从头播放" }).click();
    await expect.poll(async () => (await player.media()).src).toContain("/api/media/transcode/");
    const source = new URL((await player.media()).src);
    expect(source.pathname).toBe(`/api/media/transcode/${flacWork.id}/0`);
    expect(source.searchParams.get("bitRate")).toBe("128");
    expect(source.searchParams.get("token")).toBe(session.server.token);
    expect(transcodeRequests.length).toBeGreaterThan(0);
    await player.playingPast(3);

    const status = player.bar().getByTestId("transcode-status");
    await status.filter({ hasText: /^AAC$/ }).waitFor({ timeout: 30_000 });
    await screenshot(player.page, "transcode-chip-bar-desktop", { fullPage: false });
    // Once complete the player loads the finished file again: it is seekable to its end.
    await player.page.waitForFunction((seconds) => {
      const media = document.querySelector<HTMLMediaElement>("#kikoeru-media");
      const seekable = media?.seekable;
      return !!seekable && seekable.length > 0 && seekable.end(seekable.length - 1) > seconds - 1;
    }, flacWork.seconds);
    expect((await player.media()).duration).toBeCloseTo(flacWork.seconds, 0);
    expect(transcodeRequests.length).toBeGreaterThanOrEqual(2);
    await player.jumpTo(50);
    await player.playingPast(50.2);
    expect((await player.media()).currentTime).toBeLessThan(60);

    await player.openExpanded();
    await player.expanded().getByTestId("transcode-status").filter({ hasText: /^AAC$/ }).waitFor();
    await screenshot(player.page, "transcode-chip-expanded-desktop", { fullPage: false });
  });
});
