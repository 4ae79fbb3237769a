import type { MediaLike } from "../media-like.ts";

/** A plain object standing in for <audio>: it records calls and lets the test fire events. */
export class FakeMedia implements MediaLike {
  src = "";
  currentTime = 0;
  duration = 100;
  paused = true;
  volume = 1;
  muted = false;
  playbackRate = 1;
  preservesPitch = false;
  preload = "";
  readyState = 4;
  /** The seekable end: the whole track, or 0 for a stream without byte ranges (a transcode in progress). */
  seekableEnd = 100;
  readonly seekable = { length: 1, end: () => this.seekableEnd };
  loads = 0;
  private readonly handlers = new Map<string, (() => void)[]>();
  play() {
    this.paused = false;
    this.fire("play");
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.fire("pause");
  }
  load() {
    this.loads++;
  }
  addEventListener(type: string, listener: () => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  fire(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler();
  }
}
