import type { Page } from "playwright-core";
import { Shell } from "./shell.page.ts";

export interface MediaState {
  src: string;
  currentTime: number;
  duration: number;
  paused: boolean;
  playbackRate: number;
  preservesPitch: boolean;
  volume: number;
}

/** The player: bottom bar, expanded player, its dialogs, and the media element behind them. */
export class PlayerPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  readonly bar = () => this.playerBar();
  readonly barTitle = () => this.bar().getByTestId("player-title");
  readonly expanded = () => this.page.getByRole("dialog", { name: "播放器" });
  readonly queueDialog = () => this.page.getByRole("dialog", { name: /^播放列表/ });
  readonly lyricDialog = () => this.page.getByRole("dialog", { name: "选择歌词" });
  readonly sleepDialog = () => this.page.getByRole("dialog", { name: "睡眠定时" });
  readonly lyricLine = () => this.page.getByTestId("lyric-line");

  /** The state of the one media element the player plays through. */
  media(): Promise<MediaState> {
    return this.page.evaluate(() => {
      const media = document.querySelector<HTMLMediaElement>("#kikoeru-media");
      if (!media) throw new Error("no media element");
      return {
        src: media.src,
        currentTime: media.currentTime,
        duration: media.duration,
        paused: media.paused,
        playbackRate: media.playbackRate,
        preservesPitch: media.preservesPitch,
        volume: media.volume,
      };
    });
  }

  /** Waits until the media element plays past `seconds`. */
  async playingPast(seconds: number) {
    await this.page.waitForFunction((at) => {
      const media = document.querySelector<HTMLMediaElement>("#kikoeru-media");
      return media !== null && !media.paused && media.currentTime > at;
    }, seconds);
  }

  async waitForTitle(title: string) {
    await this.bar().getByTestId("player-title").filter({ hasText: title }).waitFor();
  }

  async barButton(name: string) {
    await this.bar().getByRole("button", { name, exact: true }).click();
  }

  async openExpanded() {
    await this.bar().getByRole("button", { name: "展开播放器" }).click();
    await this.expanded().waitFor();
  }

  async collapse() {
    await this.expanded().getByRole("button", { name: "收起播放器" }).click();
    await this.expanded().waitFor({ state: "hidden" });
  }

  /** Sets the media position directly (to reach a track's end quickly). */
  async jumpTo(seconds: number) {
    await this.page.evaluate((at) => {
      const media = document.querySelector<HTMLMediaElement>("#kikoeru-media");
      if (media) media.currentTime = at;
    }, seconds);
  }

  /** Clicks the play-mode button until it shows `mode` (order, allRepeat, repeatOnce, shuffle). */
  async playMode(mode: string) {
    const button = this.expanded().getByRole("button", { name: "播放模式" });
    for (let i = 0; i < 4 && (await button.getAttribute("data-mode")) !== mode; i++) await button.click();
    if ((await button.getAttribute("data-mode")) !== mode) throw new Error(`play mode ${mode} not reached`);
  }
}
