import { describe, expect, test, vi } from "vitest";
import { PlayerEngine } from "./engine.ts";
import { nextPlayMode, trackAfterEnd } from "./play-mode.ts";
import { FakeMedia } from "./testing/fake-media.ts";
import { testTrack } from "./testing/tracks.ts";

const track = (n: number) => testTrack(n);
const tracks = (count: number) => Array.from({ length: count }, (_, i) => track(i));

function setup(random = () => 0) {
  const media = new FakeMedia();
  const preloader = { src: "", preload: "" };
  const onResumed = vi.fn();
  const engine = new PlayerEngine(media, {
    url: (t) => `/stream/${t.hash}`,
    preloader,
    random,
    onResumed,
  });
  return { media, preloader, engine, onResumed };
}

describe("queue", () => {
  test("setQueue loads and plays the chosen track, preserving pitch, preloading the next one", () => {
    const { media, engine, preloader } = setup();
    engine.setQueue(tracks(3), 1);
    expect(media.src).toBe("/stream/1/1");
    expect(media.preservesPitch).toBe(true);
    expect(media.paused).toBe(false);
    expect(engine.snapshot).toMatchObject({ index: 1, playing: true });
    expect(preloader).toEqual({ src: "/stream/1/2", preload: "auto" });
  });

  test("setQueue with an out-of-range index starts at the first track; setIndex ignores it", () => {
    const { engine, media } = setup();
    engine.setQueue(tracks(2), 5);
    expect(engine.snapshot.index).toBe(0);
    engine.setIndex(2);
    engine.setIndex(-1);
    expect(engine.snapshot.index).toBe(0);
    expect(media.src).toBe("/stream/1/0");
    engine.setIndex(1);
    expect(media.src).toBe("/stream/1/1");
  });

  test("next only if not last and previous only if not first", () => {
    const { engine } = setup();
    engine.setQueue(tracks(2), 0);
    engine.previous();
    expect(engine.snapshot.index).toBe(0);
    engine.next();
    expect(engine.snapshot.index).toBe(1);
    engine.next();
    expect(engine.snapshot.index).toBe(1);
  });

  test("all repeat wraps next and previous", () => {
    const { engine } = setup();
    engine.configure({ playMode: "allRepeat" });
    engine.setQueue(tracks(3), 2);
    engine.next();
    expect(engine.snapshot.index).toBe(0);
    engine.previous();
    expect(engine.snapshot.index).toBe(2);
  });

  test("removing the current track stops and resets to 0; an earlier one shifts the index", () => {
    const { engine, media } = setup();
    engine.setQueue(tracks(4), 2);
    engine.remove(0);
    expect(engine.snapshot.index).toBe(1);
    expect(engine.current?.hash).toBe("1/2");
    engine.remove(2);
    expect(engine.snapshot.index).toBe(1);
    engine.remove(1);
    expect(engine.snapshot).toMatchObject({ index: 0, playing: false });
    expect(engine.snapshot.queue.map((t) => t.hash)).toEqual(["1/1"]);
    expect(media.paused).toBe(true);
    expect(media.src).toBe("/stream/1/1");
  });

  test("add appends, playNext inserts after the current track, on an empty queue they load it paused", () => {
    const { engine, media } = setup();
    engine.playNext([track(7)]);
    expect(engine.snapshot).toMatchObject({ index: 0, playing: false });
    expect(media.src).toBe("/stream/1/7");
    engine.add([track(8), track(9)]);
    engine.playNext([track(5)]);
    expect(engine.snapshot.queue.map((t) => t.hash)).toEqual(["1/7", "1/5", "1/8", "1/9"]);
  });

  test("move keeps the current track current", () => {
    const { engine } = setup();
    engine.setQueue(tracks(4), 1);
    engine.move(1, 3);
    expect(engine.snapshot.queue.map((t) => t.hash)).toEqual(["1/0", "1/2", "1/3", "1/1"]);
    expect(engine.snapshot.index).toBe(3);
    engine.move(0, 2);
    expect(engine.current?.hash).toBe("1/1");
  });

  test("clear empties the queue and stops", () => {
    const { engine, media } = setup();
    engine.setQueue(tracks(2));
    engine.clear();
    expect(engine.snapshot).toMatchObject({ queue: [], index: 0, playing: false });
    expect(media.src).toBe("");
  });
});

describe("play modes", () => {
  test("cycle order → all repeat → repeat once → shuffle → order", () => {
    expect(nextPlayMode("order")).toBe("allRepeat");
    expect(nextPlayMode("allRepeat")).toBe("repeatOnce");
    expect(nextPlayMode("repeatOnce")).toBe("shuffle");
    expect(nextPlayMode("shuffle")).toBe("order");
    const { engine } = setup();
    engine.cyclePlayMode();
    expect(engine.snapshot.playMode).toBe("allRepeat");
  });

  test("track end rules", () => {
    const random = () => 0.99;
    expect(trackAfterEnd("order", 0, 3, random)).toBe(1);
    expect(trackAfterEnd("order", 2, 3, random)).toBeNull();
    expect(trackAfterEnd("allRepeat", 2, 3, random)).toBe(0);
    expect(trackAfterEnd("repeatOnce", 1, 3, random)).toBe(1);
    expect(trackAfterEnd("shuffle", 0, 3, random)).toBe(2);
    expect(trackAfterEnd("shuffle", 0, 3, () => 0)).toBe(0);
    expect(trackAfterEnd("order", 0, 0, random)).toBeNull();
  });

  test("order pauses at the last track's end, otherwise plays the next", () => {
    const { engine, media } = setup();
    engine.setQueue(tracks(2), 0);
    media.fire("ended");
    expect(engine.snapshot.index).toBe(1);
    media.paused = true;
    media.fire("ended");
    expect(engine.snapshot).toMatchObject({ index: 1, playing: false });
  });

  test("repeat once and a shuffle that picks the same track restart it", () => {
    const { engine, media } = setup(() => 0.5);
    engine.configure({ playMode: "repeatOnce" });
    engine.setQueue(tracks(2), 1);
    media.currentTime = 99;
    media.paused = true;
    media.fire("ended");
    expect(media.currentTime).toBe(0);
    expect(media.paused).toBe(false);
    engine.configure({ playMode: "shuffle" });
    media.currentTime = 99;
    media.fire("ended");
    expect(engine.snapshot.index).toBe(1);
    expect(media.currentTime).toBe(0);
  });

  test("shuffle jumps to the random track", () => {
    const { engine, media } = setup(() => 0.1);
    engine.configure({ playMode: "shuffle" });
    engine.setQueue(tracks(5), 3);
    media.fire("ended");
    expect(engine.snapshot.index).toBe(0);
    expect(media.src).toBe("/stream/1/0");
  });
});

describe("volume, speed and seeking", () => {
  test("volume accepts 0..1 only, steps by 0.04 and clamps, and mutes", () => {
    const { engine, media } = setup();
    engine.setVolume(0.5);
    engine.setVolume(1.2);
    engine.setVolume(-0.1);
    engine.setVolume(Number.NaN);
    expect(media.volume).toBe(0.5);
    engine.stepVolume(1);
    expect(engine.snapshot.volume).toBe(0.54);
    engine.stepVolume(-1);
    engine.stepVolume(-1);
    expect(media.volume).toBe(0.46);
    engine.setVolume(0.98);
    engine.stepVolume(1);
    expect(engine.snapshot.volume).toBe(1);
    engine.setVolume(0.02);
    engine.stepVolume(-1);
    expect(engine.snapshot.volume).toBe(0);
    engine.setMuted(true);
    expect(media.muted).toBe(true);
  });

  test("speed 0.5×–3× only", () => {
    const { engine, media } = setup();
    engine.setRate(2);
    engine.setRate(4);
    engine.setRate(0.25);
    expect(media.playbackRate).toBe(2);
    engine.setRate(0.5);
    engine.setRate(3);
    expect(engine.snapshot.rate).toBe(3);
    engine.setQueue(tracks(1));
    expect(media.playbackRate).toBe(3);
  });

  test("seek and seekBy clamp to the track", () => {
    const { engine, media } = setup();
    engine.setQueue(tracks(1));
    engine.seek(40);
    engine.seekBy(-5);
    expect(media.currentTime).toBe(35);
    engine.seekBy(30);
    expect(media.currentTime).toBe(65);
    engine.seekBy(-100);
    expect(media.currentTime).toBe(0);
    engine.seekBy(500);
    expect(media.currentTime).toBe(100);
  });
});

describe("resume from history", () => {
  test("seeks on the first canplay only, then reports it", () => {
    const { engine, media, onResumed } = setup();
    engine.setQueue(tracks(2), 1, { resumeSeconds: 42, autoplay: false });
    expect(media.paused).toBe(true);
    media.fire("canplay");
    expect(media.currentTime).toBe(42);
    expect(onResumed).toHaveBeenCalledWith(42);
    media.currentTime = 50;
    media.fire("canplay");
    expect(media.currentTime).toBe(50);
    expect(onResumed).toHaveBeenCalledTimes(1);
    expect(engine.snapshot.resumeSeconds).toBe(-1);
  });

  test("a manual seek or another track cancels a pending resume", () => {
    const { engine, media, onResumed } = setup();
    engine.setQueue(tracks(2), 0, { resumeSeconds: 42 });
    engine.next();
    media.fire("canplay");
    expect(onResumed).not.toHaveBeenCalled();
    expect(media.currentTime).toBe(0);
  });
});
