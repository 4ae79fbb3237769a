import type { TranscodeStatus } from "@kikoeru/contract";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { testTrack } from "./testing/tracks.ts";
import type { TranscodeChip } from "./transcode.ts";
import { TranscodeMonitor } from "./transcode-monitor.ts";

const track = (n: number) => testTrack(n, "flac");
const waiting: TranscodeStatus = { status: "waiting", ready: false, progress: null, error: null };
const at = (percent: number): TranscodeStatus => ({
  status: "progress",
  ready: false,
  progress: { percent, timemark: null, targetSize: null, currentKbps: null, frames: null, currentFps: null },
  error: null,
});
const ready: TranscodeStatus = { status: "ready", ready: true, progress: null, error: null };

function setup(answers: (TranscodeStatus | Error)[]) {
  const fetchStatus = vi.fn(async () => {
    const answer = answers.shift() ?? ready;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const shown: (TranscodeChip | null)[] = [];
  const onReady = vi.fn();
  const onFailed = vi.fn();
  const monitor = new TranscodeMonitor({ fetchStatus, show: (chip) => shown.push(chip), onReady, onFailed });
  return { monitor, fetchStatus, shown, onReady, onFailed };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("transcode status poll", () => {
  test("asks at once and every second until ready, then stops and reports it", async () => {
    const { monitor, fetchStatus, shown, onReady } = setup([waiting, at(10), at(75.4), ready]);
    monitor.watch(track(1), 128);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenLastCalledWith(track(1), 128);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(shown).toEqual([
      null,
      { state: "waiting" },
      { state: "progress", percent: 10 },
      { state: "progress", percent: 75 },
      { state: "ready" },
    ]);
    expect(onReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchStatus).toHaveBeenCalledTimes(4);
  });

  test("a failed request shows the error and polling goes on", async () => {
    const { monitor, shown, onReady, onFailed } = setup([new Error("503"), at(50), ready]);
    monitor.watch(track(1), 320);
    await vi.advanceTimersByTimeAsync(2000);
    expect(shown).toEqual([null, { state: "error" }, { state: "progress", percent: 50 }, { state: "ready" }]);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
  });

  test("a failed encode shows the error, is reported once and ends the poll", async () => {
    const failed: TranscodeStatus = { ...at(20), status: "failed", error: "ffmpeg exited with code 1" };
    const { monitor, fetchStatus, shown, onFailed } = setup([at(20), failed, at(30)]);
    monitor.watch(track(1), 128);
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual([null, { state: "progress", percent: 20 }, { state: "error" }]);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  test("the same track again changes nothing; another track or none drops the old poll", async () => {
    const { monitor, fetchStatus, shown, onReady } = setup([waiting, waiting, waiting, waiting]);
    monitor.watch(track(1), 128);
    monitor.watch(track(1), 128);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    monitor.watch(track(2), 128);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenLastCalledWith(track(2), 128);
    monitor.watch(null, null);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(shown.at(-1)).toBeNull();
    expect(onReady).not.toHaveBeenCalled();
  });

  test("an answer for a track no longer played is dropped", async () => {
    let answer: (status: TranscodeStatus) => void = () => undefined;
    const fetchStatus = vi.fn(() => new Promise<TranscodeStatus>((resolve) => (answer = resolve)));
    const shown: (TranscodeChip | null)[] = [];
    const onReady = vi.fn();
    const monitor = new TranscodeMonitor({
      fetchStatus,
      show: (chip) => shown.push(chip),
      onReady,
      onFailed: vi.fn(),
    });
    monitor.watch(track(1), 128);
    monitor.watch(null, null);
    answer(ready);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([null, null]);
    expect(onReady).not.toHaveBeenCalled();
  });
});
