import { beforeEach, describe, expect, test } from "vitest";
import { type QueueTrack, usePlayerQueue } from "./queue-store.ts";

const track = (n: number): QueueTrack => ({
  hash: `1/${n}`,
  title: `${n}.wav`,
  subtitle: null,
  workTitle: "work",
  workId: 1,
});

describe("player queue", () => {
  beforeEach(() => usePlayerQueue.getState().clear());

  test("setQueue keeps an in-range index and falls back to 0 otherwise", () => {
    usePlayerQueue.getState().setQueue([track(0), track(1)], 1, 30);
    expect(usePlayerQueue.getState()).toMatchObject({ index: 1, resumeSeconds: 30 });
    usePlayerQueue.getState().setQueue([track(0)], 5);
    expect(usePlayerQueue.getState()).toMatchObject({ index: 0, resumeSeconds: -1 });
  });

  test("add appends and playNext inserts after the current track", () => {
    const queue = usePlayerQueue.getState();
    queue.setQueue([track(0), track(1), track(2)], 1);
    queue.add([track(9)]);
    queue.playNext([track(7), track(8)]);
    expect(usePlayerQueue.getState().queue.map((t) => t.hash)).toEqual([
      "1/0",
      "1/1",
      "1/7",
      "1/8",
      "1/2",
      "1/9",
    ]);
    expect(usePlayerQueue.getState().index).toBe(1);
  });

  test("playNext on an empty queue starts it", () => {
    usePlayerQueue.getState().playNext([track(3)]);
    expect(usePlayerQueue.getState()).toMatchObject({ index: 0, queue: [track(3)] });
  });
});
