import { describe, expect, test, vi } from "vitest";
import { PlayerEngine, type QueueTrack } from "./engine.ts";
import { FakeMedia } from "./testing/fake-media.ts";

const track = (n: number, duration?: number): QueueTrack => ({
  hash: `1/${n}`,
  title: `${n}.flac`,
  subtitle: null,
  workTitle: "work",
  workId: 1,
  ...(duration ? { duration } : {}),
});

/** An engine whose media plays a transcode still being encoded: a stream Chromium can seek only to 0. */
function streamingSetup() {
  const media = new FakeMedia();
  media.seekableEnd = 0;
  const preloader = { src: "", preload: "" };
  const options = {
    url: (t: QueueTrack) => `/transcode/${t.hash}`,
    preloader,
    preloadable: (t: QueueTrack) => t.hash !== "1/1",
    onLoad: vi.fn(),
    onSeekBlocked: vi.fn(),
    onResumed: vi.fn(),
  };
  const engine = new PlayerEngine(media, options);
  return { media, engine, preloader, options };
}

/** The transcode completed and the element reloaded it: now a file with byte ranges. */
function complete(media: FakeMedia) {
  media.seekableEnd = media.duration;
  media.fire("loadedmetadata");
  media.fire("canplay");
}

describe("a transcode streamed while it is encoded", () => {
  test("seeks are ignored and reported, and the track's known duration is shown", () => {
    const { media, engine, options } = streamingSetup();
    engine.setQueue([track(0, 600)]);
    media.duration = 12.5;
    media.fire("durationchange");
    expect(engine.snapshot.duration).toBe(600);
    media.currentTime = 3;
    engine.seek(50);
    engine.seekBy(30);
    expect(media.currentTime).toBe(3);
    expect(options.onSeekBlocked).toHaveBeenCalledTimes(2);
  });

  test("once complete it reloads the same URL, keeping position and play state, and then seeks", () => {
    const { media, engine, options } = streamingSetup();
    engine.setQueue([track(0, 600)]);
    expect(options.onLoad).toHaveBeenCalledTimes(1);
    media.currentTime = 7.5;
    engine.reloadWhenStreaming();
    expect(media.loads).toBe(2);
    expect(media.src).toBe("/transcode/1/0");
    expect(options.onLoad).toHaveBeenCalledTimes(2);
    expect(media.paused).toBe(false);
    media.currentTime = 0;
    media.fire("timeupdate");
    expect(engine.snapshot.currentTime).toBe(7.5);
    media.duration = 600;
    complete(media);
    expect(media.currentTime).toBe(7.5);
    expect(options.onResumed).not.toHaveBeenCalled();
    engine.seek(50);
    expect(media.currentTime).toBe(50);
    expect(engine.snapshot.currentTime).toBe(50);
  });

  test("a paused track stays paused through the reload", () => {
    const { media, engine } = streamingSetup();
    engine.setQueue([track(0)], 0, { autoplay: false });
    engine.reloadWhenStreaming();
    expect(media.loads).toBe(2);
    expect(media.paused).toBe(true);
  });

  test("asked before the metadata is known, it decides once it is; a seekable source is left alone", () => {
    const { media, engine } = streamingSetup();
    engine.setQueue([track(0)]);
    media.readyState = 0;
    engine.reloadWhenStreaming();
    expect(media.loads).toBe(1);
    media.readyState = 1;
    media.fire("loadedmetadata");
    expect(media.loads).toBe(2);
    media.fire("loadedmetadata");
    expect(media.loads).toBe(2);

    complete(media);
    engine.reloadWhenStreaming();
    expect(media.loads).toBe(2);
  });

  test("a history resume waits for the complete file; a kept position that cannot be reached goes", () => {
    const { media, engine, options } = streamingSetup();
    engine.setQueue([track(0)], 0, { resumeSeconds: 42, autoplay: false });
    media.fire("canplay");
    expect(media.currentTime).toBe(0);
    expect(engine.snapshot.resumeSeconds).toBe(42);
    engine.reload();
    media.currentTime = 1;
    media.fire("canplay");
    media.fire("timeupdate");
    expect(engine.snapshot.currentTime).toBe(1);
    complete(media);
    expect(media.currentTime).toBe(42);
    expect(options.onResumed).toHaveBeenCalledWith(42);
  });

  test("a track that is transcoded is not preloaded (pre-transcode prepares it)", () => {
    const { engine, preloader } = streamingSetup();
    engine.setQueue([track(0), track(1)]);
    expect(preloader.src).toBe("");
    engine.setQueue([track(1), track(2)]);
    expect(preloader.src).toBe("/transcode/1/2");
  });
});
