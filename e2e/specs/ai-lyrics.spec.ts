import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { screenshot, viewports } from "../src/browser.ts";
import { PlayerPage } from "../src/pages/player.page.ts";
import { WorkPage } from "../src/pages/work.page.ts";
import { hasHorizontalOverflow, useLibrarySession } from "../src/session.ts";

const session = useLibrarySession();

/** Demo works of the fixture library, none with lyric files of its own except `withLyrics`. */
const editions = { id: 304_111, code: "RJ304111" }; // folders SEあり and SEなし, three tracks each
const fourTracks = { id: 1_102_714, code: "RJ01102714" }; // four tracks at the top
const withLyrics = { id: 300_000 }; // 01_トラック1.wav beside 01_トラック1.lrc

interface Claimed {
  id: number;
  secret: string;
  audio_path: string;
}

/**
 * A worker driven over HTTP exactly as kikoeru's Python worker drives it: `acquire` and `status` form-encoded
 * with the id as a string, `finish` as JSON with an empty `lrc_content` on failure; signed in with a token.
 */
function worker(token: string) {
  const call = async (method: string, path: string, body: URLSearchParams | string | null, type?: string) => {
    const response = await fetch(`${session.server.baseUrl}/api/lyric/translate/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(type ? { "Content-Type": type } : {}) },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as unknown;
  };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  return {
    acquire: async () => (await call("POST", "acquire", form({ worker_name: "e2e_worker" }))) as Claimed,
    status: (task: Claimed, text: string) =>
      call("POST", "status", form({ id: String(task.id), secret: task.secret, worker_status: text })),
    finish: (task: Claimed, lrc: string) =>
      call(
        "POST",
        "finish",
        JSON.stringify({ id: task.id, secret: task.secret, success: lrc !== "", lrc_content: lrc }),
        "application/json",
      ),
  };
}

async function apiToken(name: string): Promise<string> {
  return (await session.server.api<{ token: string }>("POST", "/lyric/worker-tokens", { name })).token;
}

const taskList = (page: Page) => page.getByRole("list", { name: "AI 歌词翻译任务" });
const shownTasks = (page: Page) => taskList(page).getByRole("listitem").count();

/** Toggles options of the status filter (from the keyboard: once a status is chosen, pills cover the input). */
async function chooseStatuses(page: Page, names: string[]) {
  await page.getByRole("combobox", { name: "状态" }).focus();
  await page.keyboard.press("ArrowDown");
  for (const name of names) await page.getByRole("option", { name }).click();
  await page.keyboard.press("Escape");
}

describe("AI lyrics", () => {
  test("a task made from the file tree is finished by a worker, and its lyric plays", async () => {
    const work = new WorkPage(await session.open());
    await work.open(editions.id);
    await work.openEntry("SEあり");
    await work.fileAction("01_トラック1.wav", "进行AI翻译");
    await work.notice("已创建翻译任务：01_トラック1.wav");
    await work.row("01_トラック1.wav").getByLabel("AI 歌词：待执行").waitFor();
    await work.upRow().click();
    await work.row("SEあり").getByLabel("目录中的 AI 歌词：待执行").waitFor();

    // The admin makes a worker token on /ai_lyric; it is shown once.
    const page = work.page;
    await page.goto("/ai_lyric");
    await page.getByRole("textbox", { name: "名称" }).fill("e2e worker");
    await page.getByRole("button", { name: "创建令牌" }).click();
    const token = (await page.getByTestId("worker-token").textContent())?.trim() ?? "";
    expect(token).toMatch(/^kwt_/);

    const client = worker(token);
    const task = await client.acquire();
    expect(task.audio_path).toBe("SEあり/01_トラック1.wav");
    await client.status(task, "翻译进度: 42%");
    await page.getByRole("button", { name: "刷新" }).click();
    const row = taskList(page).getByRole("listitem", { name: "01_トラック1.wav" });
    await row.getByText("42%", { exact: true }).waitFor();
    await row.getByText("翻译程序 e2e_worker · 翻译进度: 42%").waitFor();
    await client.finish(task, "[00:00.00]AIが書いた歌詞\n[00:04.00]二行目の歌詞");
    await page.getByRole("button", { name: "刷新" }).click();
    await row.getByText("成功", { exact: true }).waitFor();
    await row.getByRole("button", { name: "查看歌词" }).click();
    await page
      .getByRole("dialog", { name: "AI 歌词：01_トラック1.wav" })
      .getByText(/AIが書いた歌詞/)
      .waitFor();
    await page.keyboard.press("Escape");

    await work.open(editions.id, `?folder=${encodeURIComponent("SEあり")}`);
    await work.row("01_トラック1.wav").getByLabel("AI 歌词：成功").waitFor();
    await work.openEntry("01_トラック1.wav");
    const player = new PlayerPage(page);
    await player.lyricLine().filter({ hasText: "AIが書いた歌詞" }).waitFor();
    // The playing row shows pause, and a click on it pauses.
    await work.row("01_トラック1.wav").locator(".tabler-icon-player-pause-filled").waitFor();
    await player.openExpanded();
    await player.expanded().getByRole("button", { name: "歌词", exact: true }).click();
    await player.lyricDialog().getByText("01_トラック1.lrc").waitFor();
    await player.lyricDialog().getByText("AI", { exact: true }).waitFor();
  });

  test("the task page filters, and deletes and redoes singly and in batch", async () => {
    const work = new WorkPage(await session.open());
    await work.open(fourTracks.id);
    await work.page.getByRole("button", { name: "翻译当前目录音频" }).click();
    await work.notice("已为 4 个音频创建翻译任务");
    const client = worker(await apiToken("e2e batch"));
    const failed = await client.acquire();
    expect(failed.audio_path).toBe("01_トラック1.wav");
    await client.finish(failed, "");

    const page = work.page;
    await page.goto("/ai_lyric");
    await page.getByRole("textbox", { name: "作品编号" }).fill(fourTracks.code);
    await expect.poll(() => shownTasks(page)).toBe(4);
    const fileName = page.getByRole("textbox", { name: "文件名" });
    await fileName.fill("トラック2");
    await expect.poll(() => shownTasks(page)).toBe(1);
    await fileName.fill("");
    await expect.poll(() => shownTasks(page)).toBe(4);
    await chooseStatuses(page, ["失败"]);
    await expect.poll(() => shownTasks(page)).toBe(1);
    const failedRow = taskList(page).getByRole("listitem", { name: "01_トラック1.wav" });
    await failedRow.getByText("失败", { exact: true }).waitFor();
    await failedRow.getByRole("button", { name: "重试" }).click();
    await work.notice("已将 1 个翻译任务重新排队");
    await page.getByText("没有符合条件的任务").waitFor();

    await chooseStatuses(page, ["失败", "待执行"]);
    await expect.poll(() => shownTasks(page)).toBe(4);
    await taskList(page)
      .getByRole("listitem", { name: "04_トラック4.wav" })
      .getByRole("button", { name: "删除" })
      .click();
    const confirm = page.getByRole("dialog", { name: "删除翻译任务" });
    await confirm.getByText("确认要删除翻译任务吗，字幕文件也会被一并删除，且无法恢复。").waitFor();
    await confirm.getByRole("button", { name: "删除" }).click();
    await work.notice("已删除 1 个翻译任务");
    await expect.poll(() => shownTasks(page)).toBe(3);

    await page.getByRole("checkbox", { name: "全选本页" }).check();
    await page.getByRole("button", { name: "重试所选（3）" }).click();
    await work.notice("已将 3 个翻译任务重新排队");
    await page.getByRole("checkbox", { name: "全选本页" }).check();
    await page.getByRole("button", { name: "删除所选（3）" }).click();
    await confirm.getByRole("button", { name: "删除" }).click();
    await work.notice("已删除 3 个翻译任务");
    await page.getByText("没有符合条件的任务").waitFor();
  });

  test("the page, the tree's badges and the lyric line fit phones and desktops, light and dark", async () => {
    const client = worker(await apiToken("e2e looks"));
    await session.server.api("PUT", `/lyric/translate/${editions.id}?path=${encodeURIComponent("SEなし")}`);
    await client.status(await client.acquire(), "翻译进度: 63%");
    for (const [name, viewport] of Object.entries(viewports)) {
      for (const scheme of ["light", "dark"] as const) {
        const page = await session.open({ viewport, scheme });
        await page.goto("/ai_lyric");
        await taskList(page).getByRole("listitem").first().waitFor();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await screenshot(page, `ai-lyric-page-${name}-${scheme}`);

        const work = new WorkPage(page);
        await work.open(editions.id, `?folder=${encodeURIComponent("SEなし")}`);
        await work
          .row("01_トラック1.wav")
          .getByLabel(/AI 歌词：翻译中/)
          .waitFor();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await screenshot(page, `ai-lyric-tree-${name}-${scheme}`);
      }
    }
    const work = new WorkPage(await session.open({ viewport: viewports.phone }));
    await work.open(withLyrics.id);
    await work.row("01_トラック1.wav").getByRole("link", { name: "打开歌词文件 01_トラック1.lrc" }).waitFor();
    expect(await work.files().getByText("01_トラック1.lrc", { exact: true }).count()).toBe(0);
    await work.openEntry("01_トラック1.wav");
    const player = new PlayerPage(work.page);
    await player.lyricLine().waitFor();
    // At the end of the page the content ends above the lyric line: nothing sits under it. The page makes
    // room for the line once it has measured it, a frame or two after the line shows: scroll again until then.
    const gapAtEnd = () =>
      work.page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        const line = document.querySelector("[data-testid=lyric-line]")?.getBoundingClientRect();
        const last = document.querySelector("main")?.lastElementChild?.getBoundingClientRect();
        return line && last ? line.top - last.bottom : Number.NaN;
      });
    await expect.poll(gapAtEnd, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
    await screenshot(work.page, "ai-lyric-tree-lyric-badges-phone", { fullPage: false });
  });
});
