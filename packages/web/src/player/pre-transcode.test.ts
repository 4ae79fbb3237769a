import type { PreTranscodeResponse, TranscodeStatus } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { QueueTrack } from "./engine.ts";
import { PreTranscodeScheduler, preTranscodeDelayMs, preTranscodeKeepAliveMs } from "./pre-transcode.ts";
import { transcodeBitRate } from "./transcode.ts";

const track = (title: string): QueueTrack => ({
  hash: `1/${title}`,
  title,
  subtitle: null,
  workTitle: "work",
  workId: 1,
});
const status = (ready: boolean): TranscodeStatus => ({
  status: ready ? "ready" : "progress",
  ready,
  progress: null,
  error: null,
});
const started = (ready: boolean): PreTranscodeResponse => ({
  ...status(ready),
  message: "pre-transcode started",
  alreadyTranscoding: false,
});

function setup(queue: QueueTrack[], { postReady = true, statuses = [] as boolean[] } = {}) {
  const player = { queue, index: 0 };
  const request = vi.fn(async () => started(postReady));
  const fetchStatus = vi.fn(async () => status(statuses.shift() ?? true));
  const scheduler = new PreTranscodeScheduler({
    current: () => player.queue[player.index],
    next: () => player.queue[player.index + 1],
    bitRate: (t) => transcodeBitRate(t, { transcode: "aac 128", transcodeFromTypes: ["flac", "wav"] }),
    request,
    fetchStatus,
  });
  return { player, scheduler, request, fetchStatus };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("pre-transcode of the next track", () => {
  test("30 s after the track starts playing, one POST for the next entry at the chosen rate", async () => {
    const queue = [track("a.mp3"), track("b.flac")];
    const { scheduler, request, fetchStatus } = setup(queue);
    scheduler.playing(queue[0]!);
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs - 1);
    expect(request).not.toHaveBeenCalled();
    // Pausing and playing again does not restart the count.
    scheduler.playing(queue[0]!);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledExactlyOnceWith(queue[1], 128);
    await vi.advanceTimersByTimeAsync(10 * preTranscodeDelayMs);
    expect(request).toHaveBeenCalledTimes(1);
    expect(fetchStatus).not.toHaveBeenCalled();
  });

  test("nothing when another track plays by then, at the end of the queue, or for a type not listed", async () => {
    const queue = [track("a.flac"), track("b.flac"), track("c.mp3")];
    const { player, scheduler, request } = setup(queue);
    scheduler.playing(queue[0]!);
    await vi.advanceTimersByTimeAsync(10_000);
    player.index = 1;
    scheduler.reset();
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs);
    expect(request).not.toHaveBeenCalled();
    scheduler.playing(queue[1]!);
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs);
    player.index = 2;
    scheduler.playing(queue[2]!);
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs);
    expect(request).not.toHaveBeenCalled();
  });

  test("the track playing when the time comes must be the one that started it", async () => {
    const queue = [track("a.flac"), track("b.flac"), track("c.flac")];
    const { player, scheduler, request } = setup(queue);
    scheduler.playing(queue[0]!);
    player.index = 1;
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs);
    expect(request).not.toHaveBeenCalled();
  });

  test("an encode still running is polled now and then until ready, and no longer once the track changes", async () => {
    const queue = [track("a.flac"), track("b.flac"), track("c.flac")];
    const { player, scheduler, request, fetchStatus } = setup(queue, {
      postReady: false,
      statuses: [false, true],
    });
    scheduler.playing(queue[0]!);
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(preTranscodeKeepAliveMs);
    expect(fetchStatus).toHaveBeenCalledExactlyOnceWith(queue[1], 128);
    await vi.advanceTimersByTimeAsync(preTranscodeKeepAliveMs);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * preTranscodeKeepAliveMs);
    expect(fetchStatus).toHaveBeenCalledTimes(2);

    player.index = 1;
    scheduler.reset();
    scheduler.playing(queue[1]!);
    await vi.advanceTimersByTimeAsync(preTranscodeDelayMs);
    expect(request).toHaveBeenLastCalledWith(queue[2], 128);
    player.index = 2;
    scheduler.reset();
    await vi.advanceTimersByTimeAsync(5 * preTranscodeKeepAliveMs);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
