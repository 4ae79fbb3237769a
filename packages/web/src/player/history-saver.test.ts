import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { QueueTrack } from "./engine.ts";
import { HistorySaver, type HistorySource, historyPayload } from "./history-saver.ts";

const queue: QueueTrack[] = [0, 1].map((n) => ({
  hash: `7/${n}`,
  title: `${n}.wav`,
  subtitle: null,
  workTitle: "w",
  workId: 7,
}));

function setup(save = vi.fn(async () => undefined)) {
  const source: HistorySource = { queue, index: 1, currentTime: 12.34, resuming: false };
  const log = vi.fn();
  const saver = new HistorySaver({ save, read: () => source, log });
  return { source, saver, save, log };
}

describe("history saving", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test("the payload is the kikoeru {work_id, state:{queue, index, seconds}}", () => {
    expect(historyPayload({ queue, index: 1, currentTime: 12.34, resuming: false })).toEqual({
      work_id: 7,
      state: { queue, index: 1, seconds: 12.3 },
    });
    expect(historyPayload({ queue: [], index: 0, currentTime: 0, resuming: false })).toBeNull();
  });

  test("debounces changes by 500 ms", async () => {
    const { saver, save, source } = setup();
    saver.changed();
    await vi.advanceTimersByTimeAsync(300);
    source.currentTime = 20;
    saver.changed();
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]).toEqual([
      expect.objectContaining({ state: expect.objectContaining({ seconds: 20 }) }),
    ]);
  });

  test("saves every 60 s, skipping unchanged positions", async () => {
    const { saver, save, source } = setup();
    saver.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    source.currentTime = 72.5;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(2);
    saver.stop();
    source.currentTime = 200;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(2);
  });

  test("skips while a resume is pending", async () => {
    const { saver, save, source } = setup();
    source.resuming = true;
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
    source.resuming = false;
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  test("a failed save is only logged and retried next time", async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const { saver, log } = setup(save);
    await saver.flush();
    expect(log).toHaveBeenCalledWith(new Error("offline"));
    await saver.flush();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
